import { chmod, unlink } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

// On PGlite only the running API may open DATA_DIR (data-dir-lock.ts), so the commands that need
// the database while it runs (`npm run backup`, `npm run release -- …`) ask it through this Unix
// socket in DATA_DIR (docs/decisions/0084, 0087). The protocol: one JSON line `{ "kind": …, … }`
// in, one JSON line `{ "result": … }` or `{ "error": "…" }` out, then the connection ends. Only
// the kinds the API hands in are answered. The directory's and the socket's 0700/0600 modes are
// its authorisation: whoever may open it may read the database files anyway.

export const CONTROL_SOCKET_NAME = 'control.sock';

/** Unix socket paths longer than this are refused by macOS (104) and Linux (108). */
const MAX_SOCKET_PATH = 103;
/** A request is a few hundred bytes (a release.json at most a few KB): anything longer is not one. */
const MAX_REQUEST_BYTES = 64 * 1024;

export const controlSocketPath = (dataDir: string) => path.join(dataDir, CONTROL_SOCKET_NAME);

export interface ControlRequest {
  kind: string;
  [field: string]: unknown;
}

/** Answers one kind of request; a rejection's message is the command's one line. */
export type ControlHandler = (request: ControlRequest) => Promise<unknown>;

type Answer = { result: unknown } | { error: string };

export interface ControlSocket {
  close(): Promise<void>;
}

export interface ControlSocketOptions {
  dataDir: string;
  handlers: Record<string, ControlHandler>;
  log: { warn(message: string): void };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function parseRequest(line: string): ControlRequest | undefined {
  // The request of commands before the JSON protocol (`npm run backup` of an older checkout).
  if (line === 'backup') return { kind: 'backup' };
  try {
    const value = JSON.parse(line) as unknown;
    if (typeof value === 'object' && value !== null && typeof (value as ControlRequest).kind === 'string') return value as ControlRequest;
  } catch {
    // Not JSON: answered as unknown below.
  }
  return undefined;
}

/**
 * Listens on DATA_DIR's control socket while the API holds the directory. Returns undefined, after
 * saying why through `log`, when the path is too long for a socket.
 */
export async function listenForControlRequests({ dataDir, handlers, log }: ControlSocketOptions): Promise<ControlSocket | undefined> {
  const socketPath = controlSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    log.warn(`no control socket: ${socketPath} is too long for a Unix socket; stop the API to run npm run backup or npm run release`);
    return undefined;
  }
  // One left by an API that died: this process holds the data directory's lock, so it is not in use.
  await unlink(socketPath).catch(() => undefined);
  const server = net.createServer((connection) => {
    let received = '';
    let answered = false;
    const reply = (answer: Answer) => connection.end(`${JSON.stringify(answer)}\n`);
    connection.setEncoding('utf8');
    connection.on('error', () => undefined);
    connection.on('data', (chunk: string) => {
      if (answered) return;
      received += chunk;
      const end = received.indexOf('\n');
      if (end < 0 && received.length <= MAX_REQUEST_BYTES) return;
      answered = true;
      const request = end < 0 ? undefined : parseRequest(received.slice(0, end));
      const handler = request && Object.hasOwn(handlers, request.kind) ? handlers[request.kind] : undefined;
      if (!request || !handler) return reply({ error: 'unknown request' });
      handler(request).then(
        (result) => reply({ result: result ?? null }),
        (error: unknown) => reply({ error: messageOf(error) }),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  await chmod(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

/** Sends one request to the API running on `dataDir`; resolves with its result, rejects with its one-line refusal. */
export function sendControlRequest(dataDir: string, request: ControlRequest): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const connection = net.createConnection(controlSocketPath(dataDir));
    let received = '';
    connection.setEncoding('utf8');
    connection.on('connect', () => connection.write(`${JSON.stringify(request)}\n`));
    connection.on('data', (chunk: string) => (received += chunk));
    connection.on('error', (error: NodeJS.ErrnoException) => reject(new Error(`cannot reach the running API through ${controlSocketPath(dataDir)} (${error.code ?? error.message})`)));
    connection.on('end', () => {
      try {
        const answer = JSON.parse(received) as Answer;
        if ('result' in answer) resolve(answer.result);
        else reject(new Error(answer.error));
      } catch {
        reject(new Error(`the running API gave no answer to the ${request.kind} request`));
      }
    });
  });
}
