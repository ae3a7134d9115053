/** Moves focus to the admin page's heading, e.g. after the focused row was deleted. */
export function focusPageHeading() {
  document.querySelector<HTMLElement>('[data-page-heading]')?.focus();
}
