import { LIMITS } from '@studyhub/shared-api/contract';

// The location blocks of the nginx recipe (server/src/nginx/nginx-config.ts renders the rest).

/** The proxy cache that keeps the kept versions' files (immutable: never stale). */
export const ASSET_CACHE_ZONE = 'studyhub_assets';

/**
 * Everything of an app from its own host (serve-app.ts --releases): the root follows the
 * registry, so nginx only keeps the immutable paths, a kept version's and its assets, as the
 * host's Cache-Control allows (its 404s and no-cache answers are never kept).
 */
export function appHostLocations(address: string): string {
  const proxy = `      proxy_pass http://${address};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-Proto $scheme;`;
  return `    location / {
${proxy}
    }
    location ~ "^/(_v|assets)/" {
${proxy}
      proxy_cache ${ASSET_CACHE_ZONE};
      add_header X-Cache-Status $upstream_cache_status always;
    }
`;
}

/**
 * The API under /api/: X-Forwarded-For replaced by the address nginx saw, so a forged one never
 * reaches the API (which trusts nginx through TRUST_PROXY; with a proxy in front of nginx, its
 * realip module makes that address the client's), idle connections kept, and a request retried on the next instance only when that
 * cannot apply it twice: any request nginx could not hand over, and GET/HEAD also after a failure
 * or a 502/503/504 (nginx never resends a POST or PATCH it has sent).
 */
export function apiLocation(): string {
  return `    location ^~ /api/ {
${proxyToApi()}
    }
    # The feed, the sitemap (and its parts) and robots.txt are built by the API (decision 0039).
    location ~ "^/(rss\\.xml|sitemap(-[0-9]+)?\\.xml|robots\\.txt)$" {
      rewrite ^/(.*)$ /api/site/$1 break;
${proxyToApi()}
    }
    # An author's feed, beside their page (decision 0083).
    location ~ "^/authors/[^/]+/rss\\.xml$" {
      rewrite ^/(.*)$ /api/$1 break;
${proxyToApi()}
    }
    location @api_unavailable {
      default_type application/json;
      add_header Retry-After 5 always;
      return 503 '${JSON.stringify({ success: false, message: API_UNAVAILABLE })}';
    }
`;
}

function proxyToApi(): string {
  return `      proxy_pass http://studyhub_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries 3;
      proxy_next_upstream_timeout 15s;
      proxy_connect_timeout 2s;
      proxy_send_timeout 130s;
      proxy_read_timeout 130s;
      client_max_body_size ${Math.ceil(LIMITS.imageBytes / (1024 * 1024)) + 1}m;
      # nginx's own failures (no instance answered) in the API's envelope, so the apps can say so.
      error_page 502 504 = @api_unavailable;`;
}

/** What a client reads when no API instance could answer (the instance's own 503s pass through). */
export const API_UNAVAILABLE = 'StudyHub is unavailable for a moment. Please try again shortly.';
