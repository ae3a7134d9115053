// What `npm run start:cluster` needs on the machine, checked before anything starts: nginx, and a
// PostgreSQL and a Redis it can reach. Each thing missing is one line saying how to get it (Debian).
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';

const CONNECT_TIMEOUT_MS = 3000;
/** Debian installs nginx here, which is not on an ordinary user's PATH. */
const SBIN_FOLDERS = ['/usr/local/sbin', '/usr/sbin'];
/** Errors that mean nothing answers at that address, as opposed to a server that answered no. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** NGINX_PATH (`nginx` if unset): a path as it is, a name looked up on the PATH and in the sbin folders. */
export function nginxExecutable(env = process.env) {
  const name = env.NGINX_PATH || 'nginx';
  if (name.includes(path.sep)) return name;
  const folders = [...(env.PATH ?? '').split(path.delimiter).filter(Boolean), ...SBIN_FOLDERS];
  return folders.map((folder) => path.join(folder, name)).find(isExecutable) ?? name;
}

/** A connection URL fit to print: its user and password, if any, left out. */
export function withoutCredentials(url) {
  return url.replace(/\/\/[^@/]*@/, '//…@');
}

function nginxProblem() {
  const nginx = nginxExecutable();
  if (nginx.includes(path.sep) && isExecutable(nginx)) return undefined;
  const where = process.env.NGINX_PATH ? `NGINX_PATH=${nginx} is not an executable file` : `not found on the PATH or in ${SBIN_FOLDERS.join(' or ')}`;
  return `nginx: ${where}. Install it (Debian: sudo apt-get install nginx) or set NGINX_PATH to its executable.`;
}

function serviceProblem({ name, variable, url, error, install }) {
  const where = withoutCredentials(url);
  if (UNREACHABLE.has(error?.code)) return `${name}: nothing answers at ${where} (${error.code}). Install and start it (Debian: ${install}) or set ${variable}.`;
  // It answered, and said no: a wrong password, a database that does not exist.
  const message = String(error?.message ?? error).split('\n')[0];
  return `${name}: ${where} refused the connection (${message}). Check ${variable}.`;
}

async function postgresProblem(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  try {
    await client.connect();
    return undefined;
  } catch (error) {
    const install = 'sudo apt-get install postgresql, then sudo service postgresql start';
    return serviceProblem({ name: 'PostgreSQL', variable: 'DATABASE_URL', url, error, install });
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function redisProblem(url) {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: CONNECT_TIMEOUT_MS, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
  // The cause comes as an event; connect() then only says the connection is closed.
  let cause;
  redis.on('error', (error) => (cause = error));
  try {
    await redis.connect();
    await redis.ping();
    return undefined;
  } catch (error) {
    const install = 'sudo apt-get install redis-server, then sudo service redis-server start';
    return serviceProblem({ name: 'Redis', variable: 'REDIS_URL', url, error: cause ?? error, install });
  } finally {
    redis.disconnect();
  }
}

/**
 * One line per missing prerequisite, none when all are there. `postgresUrl` is the server to try
 * (for the default database, its server's `postgres` database: the default is created on first use).
 */
export async function missingPrerequisites({ postgresUrl, redisUrl }) {
  const problems = await Promise.all([nginxProblem(), postgresProblem(postgresUrl), redisProblem(redisUrl)]);
  return problems.filter(Boolean);
}
