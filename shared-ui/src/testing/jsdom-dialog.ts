// Test-only: jsdom has no HTMLDialogElement#showModal/#close. This stands in for the browser's
// behaviour that Modal relies on: `open` is set, the first focusable element gets focus, and
// close() fires a `close` event. (Inertness of the page is the browser's; Chromium tests cover it.)
const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

export function installDialogPolyfill(): void {
  const proto = globalThis.HTMLDialogElement?.prototype;
  if (!proto || typeof proto.showModal === 'function') return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>(`[autofocus], ${FOCUSABLE}`)?.focus();
  };
  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.removeAttribute('open');
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.dispatchEvent(new Event('close'));
  };
}

installDialogPolyfill();
