/** Contributors shown at once beside the featured card (docs/product.md#contributors). */
export const CONTRIBUTORS_PER_PAGE = 2;

/** Arrows appear only when the others do not fit on one page (docs/product.md#contributors). */
export const showsArrows = (count: number, perPage = CONTRIBUTORS_PER_PAGE) => count > perPage;

/** Next page: forward by a page, back to the start once past the end. */
export function nextStart(start: number, count: number, perPage = CONTRIBUTORS_PER_PAGE): number {
  const next = start + perPage;
  return next >= count ? 0 : next;
}

/** Previous page: back by a page; before the start it wraps to max(0, count − perPage). */
export function previousStart(start: number, count: number, perPage = CONTRIBUTORS_PER_PAGE): number {
  const previous = start - perPage;
  return previous < 0 ? Math.max(0, count - perPage) : previous;
}

export function visiblePage<T>(items: readonly T[], start: number, perPage = CONTRIBUTORS_PER_PAGE): T[] {
  return items.slice(start, start + perPage);
}
