import { createRequire } from 'node:module';
import type * as Jsdom from 'jsdom';

/**
 * The DOM the sanitiser and the renderer work in, built on the first write. jsdom is about 30 MB of
 * the API's heap once loaded, and an instance that only serves readers never needs it: a heap that
 * much larger made each of the collector's full marks that much longer under load (decision 0066).
 */
let window: Jsdom.DOMWindow | undefined;

export function htmlWindow(): Jsdom.DOMWindow {
  if (window) return window;
  // jsdom is CommonJS: required where it is first needed, so sanitising stays synchronous.
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as typeof Jsdom;
  window = new JSDOM('').window;
  return window;
}

/** `html` parsed as a body fragment, detached from any document. */
export function parseFragment(html: string): DocumentFragment {
  const template = htmlWindow().document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/** The HTML of a fragment's children. */
export function serializeFragment(fragment: DocumentFragment): string {
  const holder = htmlWindow().document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
