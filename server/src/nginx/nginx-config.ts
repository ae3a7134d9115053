import { apiLocation, appHostLocations, ASSET_CACHE_ZONE } from './nginx-locations.ts';

/**
 * One app on a port of its own, as each app is deployed separately. Its own host (serve-app.ts
 * --releases) serves it: the registry's active version at the root, every kept version under /_v/,
 * with the headers, cache policy and page heads in one place (docs/decisions/0088).
 */
export interface NginxApp {
  name: string;
  port: number;
  /** `host:port` of the app's host. */
  hostAddress: string;
  /** The shell's server also carries the API under /api/, so the site and its API share one origin. */
  withApi?: boolean;
}

export interface NginxConfigOptions {
  /** Where nginx keeps its pid, logs and temporary files (writable by the user running it). */
  runDir: string;
  /** `127.0.0.1` on one machine; `0.0.0.0` behind a TLS terminator. */
  listenHost: string;
  /** The balancer's own port when no app carries the API (an API-only setup). */
  apiPort?: number;
  /** The API instances, `host:port` each. */
  upstreams: string[];
  apps: NginxApp[];
}

/** How long an instance that failed is left out before nginx tries it again (passive health check). */
export const FAIL_TIMEOUT_SECONDS = 3;
/**
 * How long after an instance answers again until nginx is sure to send it requests. nginx keeps
 * time in whole seconds: an instance that refused a probe just before it came back is left out
 * for up to FAIL_TIMEOUT_SECONDS + 1 s. A rolling restart waits this long before the next stop.
 */
export const REJOIN_WAIT_MS = (FAIL_TIMEOUT_SECONDS + 1) * 1000 + 500;
/**
 * Shorter than the API's keep-alive (72 s) and its drain when stopping (DRAIN_DEADLINE_MS), so
 * nginx, not the API, closes an idle connection: never one nginx is about to send a request on.
 */
const UPSTREAM_KEEPALIVE_SECONDS = 3;

/**
 * The nginx configuration of a StudyHub deployment: the API instances balanced under /api/, and
 * each app passed to its own host, its kept versions' files cached.
 * `npm run start:cluster` renders it for one machine; deploy/nginx/studyhub.conf is a rendering
 * for a department to copy (docs/decisions/0037).
 */
export function renderNginxConfig(options: NginxConfigOptions): string {
  const { runDir } = options;
  const servers = options.apps.map((app) => appServer(app, options.listenHost));
  if (options.apiPort !== undefined) servers.unshift(apiOnlyServer(options.apiPort, options.listenHost));
  return `# StudyHub behind nginx, rendered by server/src/nginx/nginx-config.ts.
worker_processes auto;
pid ${runDir}/nginx.pid;
error_log ${runDir}/error.log warn;

events {
  worker_connections 4096;
}

http {
  default_type application/octet-stream;
  access_log off;
  server_tokens off;
  sendfile on;
  tcp_nopush on;
  # nginx closes a client's keep-alive connection after this many requests; a client that already
  # sent the next one sees it reset (the default 1,000 is reached in seconds by a busy client).
  keepalive_requests 10000;
  client_body_temp_path ${runDir}/client-body;
  proxy_temp_path ${runDir}/proxy;
  fastcgi_temp_path ${runDir}/fastcgi;
  uwsgi_temp_path ${runDir}/uwsgi;
  scgi_temp_path ${runDir}/scgi;

  # The hosts and the API compress what they send (a build's gzip copy as it is); nginx passes it on.
  gzip off;
  # A kept version's files never change: nginx keeps what the hosts sent, as their Cache-Control says.
  proxy_cache_path ${runDir}/asset-cache keys_zone=${ASSET_CACHE_ZONE}:10m max_size=512m inactive=30d use_temp_path=off;
${options.upstreams.length > 0 ? upstream(options.upstreams) : ''}${servers.join('')}}
`;
}

function upstream(addresses: string[]): string {
  return `
  upstream studyhub_api {
${addresses.map((address) => `    server ${address} max_fails=1 fail_timeout=${FAIL_TIMEOUT_SECONDS}s;`).join('\n')}
    keepalive 64;
    keepalive_timeout ${UPSTREAM_KEEPALIVE_SECONDS}s;
  }
`;
}

function apiOnlyServer(port: number, host: string): string {
  return `
  server {
    listen ${host}:${port};
${apiLocation()}
    location / {
      return 404;
    }
  }
`;
}

function appServer(app: NginxApp, host: string): string {
  return `
  # ${app.name}
  server {
    listen ${host}:${app.port};
${app.withApi ? apiLocation() : ''}${appHostLocations(app.hostAddress)}  }
`;
}
