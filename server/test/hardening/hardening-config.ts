/** `HARDENING=full` (npm run test:hardening) runs every case; otherwise the short sample that `npm test` runs. */
export const FULL = process.env.HARDENING === 'full';

/** Drawn per suite file (each logs it) unless HARDENING_SEED fixes it, so a failure can be replayed. */
export const SEED = process.env.HARDENING_SEED ? Number(process.env.HARDENING_SEED) : Math.floor(Math.random() * 2 ** 31);

export const HARDENING = {
  /** Naughty strings sent through every field (all 461 when full). */
  naughtyStrings: FULL ? Infinity : 40,
  /** SIGKILL rounds per database. */
  crashRounds: FULL ? 20 : 3,
  /** Concurrent writers during a crash round. */
  crashWriters: FULL ? 8 : 4,
  loadSeconds: FULL ? 60 : 10,
  loadConnections: FULL ? 100 : 20,
} as const;
