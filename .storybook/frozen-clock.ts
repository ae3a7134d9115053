/**
 * Freezes the clock at `instant` until the returned function restores it: `Date.now()` and
 * `new Date()` answer that instant, so what a story renders (relative times, the footer's year)
 * is the same in every run and every screenshot. Timers still run: only the reading of the time is fixed.
 */
export function freezeClock(instant: string): () => void {
  const RealDate = globalThis.Date;
  const frozen = RealDate.parse(instant);
  class FrozenDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(frozen);
      else super(...(args as [string | number | Date]));
    }
    static override now(): number {
      return frozen;
    }
  }
  globalThis.Date = FrozenDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}
