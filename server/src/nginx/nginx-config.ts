import type { RuntimeConfig } from '@studyhub/shared-api/contract';
import { ALWAYS_REVALIDATE, ASSET_CACHE_CONTROL, DEFAULT_CACHE_CONTROL } from '../static-host/cache-policy.ts';
import { builtInlineScripts, securityHeaders } from '../static-host/security-headers.ts';
import { apiLocation, clientRouteLocation, pageLocations } from './nginx-locations.ts';

/** One app's build served by nginx on a port of its own, as each app is deployed separately. */
export interface NginxApp {
  name: string;
  port: number;
  /** The app's `dist/` directory. */
  root: string;
  /** The deploy-time config, written to `runtimeConfigFile` and served at /runtime-config.json. */
  runtimeConfig: RuntimeConfig;
  runtimeConfigFile: string;
  /** The shell's server also carries the API under /api/, so the site and its API share one origin. */
  withApi?: boolean;
  /**
   * `host:port` of the app's own host (serve-app.ts) that writes each page's head and status
   * (docs/decisions/0038): nginx serves the files and passes every page to it.
   */
  pagesFrom?: string;
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
  /** Debian's file; another distribution may keep it elsewhere. */
  mimeTypes?: string;
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
 * each app's build with the same headers as the repository's static host (serve-app.ts).
 * `npm run start:cluster` renders it for one machine; deploy/nginx/studyhub.conf is a rendering
 * for a department to copy (docs/decisions/0037).
 */
export function renderNginxConfig(options: NginxConfigOptions): string {
  const { runDir, mimeTypes = '/etc/nginx/mime.types' } = options;
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
  include ${mimeTypes};
  default_type application/octet-stream;
  charset utf-8;
  charset_types text/css application/javascript application/json text/plain image/svg+xml;
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

  # Static files compressed like the static host does (the API compresses its own answers): the
  # build's gzip copy of a hashed asset as it is (Debian's nginx has no brotli), the rest on the fly.
  gzip_static on;
  gzip on;
  gzip_min_length 1024;
  gzip_vary on;
  gzip_types text/css application/javascript application/json image/svg+xml text/plain;

  # The static host's cache policy: entry points revalidate, content-hashed assets never change.
  map $uri $studyhub_cache_control {
    "~(^|/)(${[...ALWAYS_REVALIDATE].map(escapeRegex).join('|')})$" "no-cache";
    "~^/assets/" "${ASSET_CACHE_CONTROL}";
    default "${DEFAULT_CACHE_CONTROL}";
  }
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
  // Repeated in each location: nginx drops inherited add_header lines where a location has its
  // own, and at server level they would also land on the API's answers.
  const headers = [
    ...Object.entries({ 'Access-Control-Allow-Origin': '*', ...securityHeaders(app.runtimeConfig, builtInlineScripts(app.root)) }).map(([name, value]) => `add_header ${name} "${value}" always;`),
    'add_header Cache-Control $studyhub_cache_control;',
  ]
    .map((line) => `      ${line}`)
    .join('\n');
  return `
  # ${app.name}
  server {
    listen ${host}:${app.port};
    root ${app.root};
${app.withApi ? apiLocation() : ''}
${app.pagesFrom ? pageLocations(app.pagesFrom) : ''}    location / {
${headers}
      try_files $uri @client_route;
      # No dotfile is ever served: they are secrets or tool output left in the directory.
      location ~ "(^|/)\\." {
        return 404;
      }
    }
    location = /runtime-config.json {
${headers}
      alias ${app.runtimeConfigFile};
    }
${app.pagesFrom ? '' : clientRouteLocation(headers)}
  }
`;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
