// The activation history of one app, newest first, read as a stack (docs/decisions/0087): every
// activation that was not undone, rollbacks left out, is a version that ran; `rollback` undoes the
// top (the active version) and activates the one below, so a second rollback goes further back
// and never toggles between two versions.

export type ActivationKind = 'activate' | 'rollback' | 'promote' | 'auto';

export interface Activation {
  id: number;
  version: string;
  kind: ActivationKind;
  rolledBack: boolean;
}

/** The version the newest activation made active, or null before the first one. */
export function activeOf(history: readonly Activation[]): string | null {
  return history[0]?.version ?? null;
}

/** What `rollback` would do: the activations it marks undone, and the version it activates; undefined when there is none before. */
export function rollbackPlan(history: readonly Activation[]): { undo: number[]; to: string } | undefined {
  const active = activeOf(history);
  if (active === null) return undefined;
  const stack = history.filter((entry) => !entry.rolledBack && entry.kind !== 'rollback');
  const undo: number[] = [];
  let index = 0;
  // Every activation of the active version at the top goes (a version pruned from between two
  // activations of another leaves them adjacent).
  while (index < stack.length && stack[index]!.version === active) undo.push(stack[index++]!.id);
  const target = stack[index];
  return target ? { undo, to: target.version } : undefined;
}

/** Versions that ran before the active one and were not undone, most recent first, each once. */
export function earlierVersions(history: readonly Activation[]): string[] {
  const active = activeOf(history);
  const seen = new Set<string>();
  for (const entry of history) {
    if (entry.rolledBack || entry.kind === 'rollback' || entry.version === active) continue;
    seen.add(entry.version);
  }
  return [...seen];
}
