/** A log stream for `buildApp` and a security logger, both collecting parsed lines for assertions. */
export function captureLog() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const record = (line: Record<string, unknown>) => {
    lines.push(line);
    raw.push(JSON.stringify(line));
  };
  return {
    lines,
    /** Everything written, as one string: to prove a secret never appears. */
    text: () => raw.join('\n'),
    stream: { write: (line: string) => record(JSON.parse(line) as Record<string, unknown>) },
    logger: {
      info: (fields: object, msg?: string) => record({ ...fields, msg }),
      warn: (fields: object, msg?: string) => record({ ...fields, msg }),
    },
    events: (name: string) => lines.filter((line) => line.securityEvent === name),
  };
}
