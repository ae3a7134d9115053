// Test-only helpers: seeded dates to compare our formatters with moment (a root devDependency).

/** mulberry32: a small seeded generator, so a failure names a reproducible case. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Time zones with DST both ways, a half-hour offset and a 30-minute DST shift. */
export const TIME_ZONES = ['UTC', 'America/New_York', 'Europe/Berlin', 'Asia/Dhaka', 'Asia/Kolkata', 'Australia/Lord_Howe', 'America/Sao_Paulo'];

/** Runs `body` with the process in `timeZone`, then restores the previous zone. */
export function inTimeZone(timeZone: string, body: () => void): void {
  const previous = process.env.TZ;
  process.env.TZ = timeZone;
  try {
    body();
  } finally {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  }
}
