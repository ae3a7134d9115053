/** A timer that keeps running `tick`; `stop` ends it and waits for a tick in progress. */
export interface RepeatingTimer {
  stop(): Promise<void>;
}

/**
 * Runs `tick` every `intervalMs`, give or take a fifth, so instances started together do not all
 * act at the same moment; the next wait starts when a tick ends, so ticks never overlap. Unref'd,
 * so it never keeps a process alive. `tick` handles its own errors.
 */
export function repeatWithJitter(tick: () => Promise<void>, intervalMs: number): RepeatingTimer {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick().finally(schedule);
    }, intervalMs * (0.8 + Math.random() * 0.4));
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
