import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { prettyFactory } from 'pino-pretty';
import type { LogFormat } from '../config.ts';

/** pino's number for the info level. */
const PINO_INFO = 30;

interface LineSink {
  write(line: string): void;
}

/**
 * One line per request, written when it has been answered: "GET /api/blog/all 200 3 ms". Fastify's
 * own controller writes two JSON records per request (incoming, completed), which LOG_FORMAT=json keeps.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = `${request.method} ${request.url} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}

/**
 * pino-pretty, each record on one line with only what a reader needs: no pid, host, time or
 * request id, and no level on info lines, so a request is its method, path, status and time.
 * Security events keep their fields (`{"securityEvent":…}`) and errors their stack.
 */
function prettyLines(destination: LineSink): LineSink {
  const prettify = prettyFactory({
    singleLine: true,
    ignore: 'pid,hostname,time,reqId',
    customPrettifiers: { level: (level, _key, _log, { labelColorized }) => (Number(level) === PINO_INFO ? '' : labelColorized) },
  });
  return { write: (record) => destination.write(prettify(record)) };
}

/** Fastify's logger settings for LOG_FORMAT; `stream` is where the lines go (stdout unless a test reads them). */
export function logOutput(format: LogFormat, stream?: LineSink): { stream: LineSink | undefined; logController?: LogController } {
  if (format === 'json') return { stream };
  return { stream: prettyLines(stream ?? process.stdout), logController: new OneLinePerRequest() };
}
