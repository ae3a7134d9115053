/** Below the grid and announced after "Load more": how far through the matches the page is. */
export function loadedLabel(loaded: number, total: number): string {
  return `${loaded.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} shown`;
}
