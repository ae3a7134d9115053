/** Closes cleanly once on SIGINT/SIGTERM (in-flight requests finish first), then exits. */
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
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
}
