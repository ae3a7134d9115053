import { LinkifyIt } from 'linkify-it';

/**
 * Top-level domains a schemeless link is recognised by: linkify-it's generic ones and a few common
 * country ones. Not every two-letter domain, as linkify-it would by default: in a CS department's
 * comments `main.py`, `README.md`, `lib.rs` or `run.sh` are file names, not links.
 */
const LINK_TLDS = [
  ...'biz|com|edu|gov|net|org|pro|web|xxx|aero|asia|coop|info|museum|name|shop|рф'.split('|'),
  ...'au|bd|ca|cn|co|de|eu|fr|io|jp|nl|ru|tv|uk|us'.split('|'),
];

// Links with a scheme (http, https, ftp, mailto, //) and bare domains; e-mail addresses are not links here.
const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: false, tlds: LINK_TLDS });

/** How many links a text holds, as a reader (or a search engine) would take them. */
export function countLinks(text: string): number {
  return linkify.match(text)?.length ?? 0;
}
