import { studyHubApi, useLocation, type AppStore } from '@studyhub/shared-api';
import { FIRST_PAINT_CONTENT, FIRST_PAINT_DATA, type FirstPaintData } from '@studyhub/shared-api/catalog';
import { toast } from '@studyhub/shared-ui';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { firstPaintCapture } from './first-paint-capture.ts';
import { dropPresses, focusAgain, handOff } from './hand-off.ts';

/**
 * The remote's page the host put in `<main>` for the document's own path (docs/decisions/0055),
 * kept when React replaces the root, so the page stays painted while its remote loads: its very
 * nodes, with what was typed into them (docs/decisions/0069). `holder` is the element they are in,
 * the host's and then ServedPage's; `inert` is the host's, left on when no capture script lifted it.
 */
let served: { pathname: string; holder: Element; inert: boolean } | undefined;
let servedData: FirstPaintData | undefined;

export function keepServedPage(doc: Document = document): void {
  const element = doc.querySelector(`#main > [${FIRST_PAINT_CONTENT}]`);
  served = element ? { pathname: doc.location.pathname, holder: element, inert: element.hasAttribute('inert') } : undefined;
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

/** Ends the served page's life (handed over, lost or left); returns the element its nodes are in. */
function forgetServedPage(): Element | undefined {
  const holder = served?.holder;
  served = undefined;
  return holder;
}

/** Whether the document was served for `pathname` with the remote's page, not yet handed over. */
export function hasServedPageAt(pathname: string): boolean {
  return served?.pathname === pathname;
}

/**
 * The element the host wrote, the same boxes: nothing moves when React takes it over. React
 * renders an empty one and the served nodes move into it, so the fields keep what was typed, and
 * focus, lost when React cleared the root, goes back where it was.
 */
export function ServedPage() {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !served || served.holder === element) return;
    element.append(...served.holder.childNodes);
    served.holder = element;
    const focused = firstPaintCapture()?.focused;
    if (focused && element.contains(focused)) focusAgain(focused);
  }, []);
  return <div ref={ref} {...{ [FIRST_PAINT_CONTENT]: '' }} inert={served?.inert} style={{ display: 'contents' }} />;
}

const note = (message: string) => toast.error(message, { id: message });

/**
 * Beside the remote's page, rendered with it: hands the served page over once the page is in
 * `<main>` (a layout effect: before the next frame, so focus never shows lost).
 */
export function ServedPageTakenOver() {
  useLayoutEffect(() => {
    const main = document.getElementById('main');
    if (!served || !main) return;
    handOff(firstPaintCapture(), forgetServedPage()!, main, note);
  }, []);
  return null;
}

/** In place of the remote's page when it failed: what was pressed on the served page is told as not done. */
export function ServedPageLost() {
  useEffect(() => {
    forgetServedPage();
    dropPresses(firstPaintCapture(), note);
  }, []);
  return null;
}

/** Once the app shows another path, the served page and what was pressed on it are forgotten. */
export function useServedPageForgottenElsewhere(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!served || served.pathname === pathname) return;
    forgetServedPage();
    firstPaintCapture()?.presses.splice(0);
  }, [pathname]);
}
