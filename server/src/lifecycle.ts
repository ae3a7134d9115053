/**
 * Closes cleanly once on SIGINT/SIGTERM (in-flight requests finish first), then exits. A repeated
 * signal is ignored, not fatal: stopped as a process group, the API gets one from the service
 * manager and one passed on by `npm start -w server`'s launcher (server/scripts/start-api.mjs).
 */
export function closeOnSignals(close: () => Promise<unknown>): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`failed to close on ${signal}`, error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
