import { FIRST_PAINT_CONTENT } from '@studyhub/shared-api/catalog';

/**
 * The remote's page the host put in `<main>` for the document's own path (docs/decisions/0055),
 * read before React replaces the root, so the page stays painted while its remote loads.
 */
let served: { pathname: string; html: string } | undefined;

export function keepServedPage(doc: Document = document): void {
  const element = doc.querySelector(`#main > [${FIRST_PAINT_CONTENT}]`);
  served = element ? { pathname: doc.location.pathname, html: element.innerHTML } : undefined;
}

/** The served page's markup if the document was served for `pathname`. */
export function servedPageAt(pathname: string): string | undefined {
  return served?.pathname === pathname ? served.html : undefined;
}

/**
 * The element the host wrote, the same boxes: nothing moves when React takes it over. Inert, as
 * the host wrote it: its form would submit natively and its fields lose what is typed.
 */
export function ServedPage({ html }: { html: string }) {
  return <div {...{ [FIRST_PAINT_CONTENT]: '' }} inert style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />;
}
