// Test-only helpers: seeded dates to compare our formatters with moment (a root devDependency).

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
