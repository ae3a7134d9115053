import type { RuntimeConfig } from '@studyhub/shared-api/contract';

/** The video provider's privacy-enhanced player, the only page the apps frame (Educational Playlists). */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
/** Where playlist thumbnails come from (img.youtube.com may answer from i.ytimg.com). */
export const THUMBNAIL_ORIGINS = ['https://img.youtube.com', 'https://i.ytimg.com'] as const;

/** Headers every response of a static host carries, app or not. */
const COMMON_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  // The browsers' default, stated: the embedded player needs the origin as referrer, paths stay private.
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), browsing-topics=()',
} as const;

const originOf = (url: string): string | undefined => URL.parse(url)?.origin;

/**
 * The Content-Security-Policy of an app, from its deploy-time config: scripts from the app and the
 * remotes it loads, API calls, images from the app, the API (covers), the remotes' own assets and
 * the thumbnail host, frames only from the video player, and never framed itself.
 * `'unsafe-inline'` is for styles only: react-hot-toast's CSS-in-JS writes a <style> element
 * (docs/decisions/0020).
 */
export function contentSecurityPolicy(config: RuntimeConfig): string {
  const remotes = unique(Object.values(config.remotes).map(originOf));
  const api = unique([originOf(config.apiBaseUrl)]);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...remotes],
    ['style-src', "'self'", "'unsafe-inline'", ...remotes],
    ['img-src', "'self'", 'data:', ...api, ...remotes, ...THUMBNAIL_ORIGINS],
    ['font-src', "'self'", ...remotes],
    ['connect-src', "'self'", ...api, ...remotes],
    ['frame-src', VIDEO_EMBED_ORIGIN],
    ['frame-ancestors', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/**
 * Security headers for a static host. With the app's runtime config: its CSP and no framing at
 * all. Without one (a build that is not an app, e.g. Storybook, whose manager frames its own
 * preview): the common headers and same-origin framing only.
 */
export function securityHeaders(config: RuntimeConfig | undefined): Record<string, string> {
  if (!config) return { ...COMMON_HEADERS, 'X-Frame-Options': 'SAMEORIGIN' };
  return { ...COMMON_HEADERS, 'X-Frame-Options': 'DENY', 'Content-Security-Policy': contentSecurityPolicy(config) };
}

function unique(values: readonly (string | undefined)[]): string[] {
  return [...new Set(values.filter((value): value is string => value !== undefined))];
}
