import { LIMITS } from '@studyhub/shared-api/contract';

// The location blocks of the nginx recipe (server/src/nginx/nginx-config.ts renders the rest).

/** A missing file is a 404; any other path is a client-side route of the single-page app. */
export function clientRouteLocation(headers: string): string {
  return `    location @client_route {
${headers}
      if ($uri ~ "\\.[^/]*$") {
        return 404;
      }
      rewrite ^ /index.html break;
    }
`;
}

/** Every page (the root, index.html, any path that is not a file) from the app's own host. */
export function pageLocations(address: string): string {
  const proxy = `      proxy_pass http://${address};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-Proto $scheme;`;
  return ['= /', '= /index.html'].map((match) => `    location ${match} {\n${proxy}\n    }\n`).join('') + `    location @client_route {\n${proxy}\n    }\n`;
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
      gzip off;
      # nginx's own failures (no instance answered) in the API's envelope, so the apps can say so.
      error_page 502 504 = @api_unavailable;`;
}

/** What a client reads when no API instance could answer (the instance's own 503s pass through). */
export const API_UNAVAILABLE = 'StudyHub is unavailable for a moment. Please try again shortly.';
