import { studyHubApi, type AppStore } from '@studyhub/shared-api';
import { FIRST_PAINT_CONTENT, FIRST_PAINT_DATA, type FirstPaintData } from '@studyhub/shared-api/catalog';

/**
 * The remote's page the host put in `<main>` for the document's own path (docs/decisions/0055),
 * read before React replaces the root, so the page stays painted while its remote loads.
 */
let served: { pathname: string; html: string } | undefined;
let servedData: FirstPaintData | undefined;

export function keepServedPage(doc: Document = document): void {
  const element = doc.querySelector(`#main > [${FIRST_PAINT_CONTENT}]`);
  served = element ? { pathname: doc.location.pathname, html: element.innerHTML } : undefined;
  servedData = readData(doc.querySelector(`script[${FIRST_PAINT_DATA}]`)?.textContent);
}

function readData(json: string | null | undefined): FirstPaintData | undefined {
  try {
    return json ? (JSON.parse(json) as FirstPaintData) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The blog the host served the page with (docs/decisions/0056), put in the store as the answer to
 * its `getBlog` query: the remote shows it at once instead of a spinner, and asks the API nothing.
 */
export function storeServedData(store: AppStore): void {
  const blog = servedData?.blog;
  if (blog && typeof blog._id === 'string') void store.dispatch(studyHubApi.util.upsertQueryData('getBlog', blog._id, blog));
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
