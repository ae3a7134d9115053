import type { RuntimeConfig } from '@studyhub/shared-api/contract';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

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

/** A script element's type that runs: none, a module, or a JavaScript MIME type (not JSON data). */
const RUNS = /^(module|(text|application)\/(java|ecma)script)$/i;

/**
 * A CSP source for each inline script of `html`, by its SHA-256: the shell's first script
 * (docs/decisions/0069), which must run before the page paints, so it comes in the HTML. Data
 * scripts (JSON) run nothing and need none.
 */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)].flatMap(([, attributes = '', body = '']) => {
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1];
    if (body === '' || /\bsrc\s*=/i.test(attributes) || (type !== undefined && type !== '' && !RUNS.test(type))) return [];
    return [`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`];
  });
}

/** The inline scripts of a build's index.html (none without one). */
export function builtInlineScripts(root: string): string[] {
  const index = path.join(root, 'index.html');
  return existsSync(index) ? inlineScriptSources(readFileSync(index, 'utf8')) : [];
}

/**
 * The Content-Security-Policy of an app, from its deploy-time config: scripts from the app, the
 * remotes it loads and the inline scripts of its build (`inlineScripts`, by hash), API calls,
 * images from the app, the API (covers), the remotes' own assets and the thumbnail host, frames
 * only from the video player, and never framed itself.
 * `'unsafe-inline'` is for styles only: react-hot-toast's CSS-in-JS writes a <style> element
 * (docs/decisions/0020).
 */
export function contentSecurityPolicy(config: RuntimeConfig, inlineScripts: readonly string[] = []): string {
  const remotes = unique(Object.values(config.remotes).map(originOf));
  const api = unique([originOf(config.apiBaseUrl)]);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...inlineScripts, ...remotes],
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
export function securityHeaders(config: RuntimeConfig | undefined, inlineScripts: readonly string[] = []): Record<string, string> {
  if (!config) return { ...COMMON_HEADERS, 'X-Frame-Options': 'SAMEORIGIN' };
  return { ...COMMON_HEADERS, 'X-Frame-Options': 'DENY', 'Content-Security-Policy': contentSecurityPolicy(config, inlineScripts) };
}

function unique(values: readonly (string | undefined)[]): string[] {
  return [...new Set(values.filter((value): value is string => value !== undefined))];
}
