import type { LightMyRequestResponse } from 'fastify';

/** A short, printable name for a hostile string in failure lists. */
export const label = (value: string): string => JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);

/**
 * Collects every way a response breaks the rules: a 5xx, a status other than 2xx/4xx, or a 4xx
 * without the `{ success: false, message }` envelope. `accept` reports whether it was a 2xx.
 */
export function createJudge() {
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  return {
    failures,
    statuses,
    accept(what: string, response: LightMyRequestResponse): boolean {
      const status = response.statusCode;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status >= 200 && status < 300) return true;
      if (status < 400 || status >= 500) {
        failures.push(`${what}: ${status} ${response.body.slice(0, 200)}`);
        return false;
      }
      let body: unknown;
      try {
        body = response.json();
      } catch {
        body = undefined;
      }
      const envelope = body as { success?: unknown; message?: unknown } | undefined;
      if (envelope?.success !== false || typeof envelope.message !== 'string' || envelope.message.trim() === '') {
        failures.push(`${what}: ${status} without a message: ${response.body.slice(0, 200)}`);
      }
      return false;
    },
    /** "200×12, 400×30" for the log. */
    summary: () => [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(', '),
  };
}

/** What a text column gives back for a JS string: trimmed as the server trims, lone surrogates as U+FFFD. */
export const asStored = (value: string): string => wellFormed(value.trim());

/** String.prototype.toWellFormed (ES2024, newer than the server's lib). */
export const wellFormed = (value: string): string => value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
