import { FIRST_PAINT_CONTENT } from '@studyhub/shared-api/catalog';

/**
 * The page's first script (docs/decisions/0069). The shell's HTML loads it in the head, before the
 * body, so it runs before the first paint; the app's own scripts start long after. It makes the
 * remote's page the host served live, and keeps what the user presses on it for the app, which
 * carries it out once the remote has rendered the page (hand-off.ts).
 */

/** A press on the served page, kept to be done again on the page the remote renders. */
export interface Press {
  /** The served element pressed: a link, a button, or a form submitted with Enter. */
  target: Element;
  event: 'click' | 'keydown' | 'submit';
  /** What the event carried: the key, the mouse button, the modifiers. */
  init: MouseEventInit & KeyboardEventInit;
  /** The button that submitted the form, for `submit`. */
  submitter?: Element | null;
}

export interface FirstPaintCapture {
  /** In the order pressed, a press repeated at once (an impatient second Enter) kept once. */
  presses: Press[];
  /** The served element that has focus, or had it when React took the page out of the document. */
  focused: Element | null;
}

/** The property of `window` that holds the capture, for the app to read. */
const CAPTURE_KEY = 'studyhubFirstPaintCapture';

const SERVED = `[${FIRST_PAINT_CONTENT}]`;
/** The host's element in `<main>`: inert, so without this script nothing in it works and no form submits natively. */
const INERT_SERVED = `main > ${SERVED}[inert]`;
const BUTTON_INPUT = 'input[type=submit],input[type=button],input[type=reset],input[type=image]';
/** What acts when pressed. Form fields are not in it: they take input natively, and the app is given what they hold. */
const PRESSABLE = `a[href],button,summary,${BUTTON_INPUT},[role=button],[role=link],[role=tab],[role=radio],[role=checkbox],[role=switch],[role=menuitem],[role=option]`;
const FIELD = 'input,select,textarea,[contenteditable]';

type WithCapture = Record<typeof CAPTURE_KEY, FirstPaintCapture | undefined>;

export function firstPaintCapture(): FirstPaintCapture | undefined {
  return (window as unknown as WithCapture)[CAPTURE_KEY];
}

const onServedPage = (target: EventTarget | null): target is Element => target instanceof Element && target.closest(SERVED) !== null;

function pressable(target: EventTarget | null): Element | null {
  const element = onServedPage(target) ? target.closest(PRESSABLE) : null;
  return element && onServedPage(element) ? element : null;
}

/**
 * A link to another page of the site, in this tab: the browser's own navigation loads that page,
 * which the host serves with its first paint, at once. Any other link is the app's to follow, with
 * the address the app gives it (a drive folder comes from the deploy's configuration).
 */
function followedNatively(element: Element): boolean {
  return element instanceof HTMLAnchorElement && element.origin === location.origin && !element.hasAttribute('download') && ['', '_self'].includes(element.target);
}

const modifiers = (event: MouseEvent | KeyboardEvent) => ({ ctrlKey: event.ctrlKey, shiftKey: event.shiftKey, altKey: event.altKey, metaKey: event.metaKey });

export function installCapture(): FirstPaintCapture {
  const capture: FirstPaintCapture = { presses: [], focused: null };
  const keep = (press: Press) => {
    const last = capture.presses.at(-1);
    if (last?.target !== press.target || last.event !== press.event) capture.presses.push(press);
  };
  const listen = <K extends keyof WindowEventMap>(type: K, listener: (event: WindowEventMap[K]) => void) => window.addEventListener(type, listener, { capture: true });

  listen('click', (event) => {
    const target = pressable(event.target);
    if (!target || event.defaultPrevented || followedNatively(target)) return;
    event.preventDefault();
    keep({ target, event: 'click', init: { button: event.button, detail: event.detail, ...modifiers(event) } });
  });
  // Enter and Space act on keydown (a link's Enter, a button's click); the app's own key handlers get them again.
  listen('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const target = pressable(event.target);
    const typing = event.target instanceof Element && event.target.matches(FIELD) && !event.target.matches(BUTTON_INPUT);
    if (!target || typing || event.defaultPrevented || followedNatively(target)) return;
    event.preventDefault();
    if (!event.repeat) keep({ target, event: 'keydown', init: { key: event.key, code: event.code, location: event.location, ...modifiers(event) } });
  });
  // Enter in a form without a submit button: a submit button's press is a click, kept above.
  listen('submit', (event) => {
    if (!onServedPage(event.target)) return;
    event.preventDefault();
    keep({ target: event.target, event: 'submit', init: {}, submitter: event.submitter });
  });

  listen('focusin', (event) => (capture.focused = onServedPage(event.target) ? event.target : null));
  // Focus left for no element (a click on the page's background): nothing to give back. Chromium
  // fires focusout too when React takes the element out of the document, before it is out: looked
  // at once the task is over, that element is gone (its twin gets focus) or has focus back.
  listen('focusout', ({ target, relatedTarget }) => {
    if (relatedTarget !== null || !(target instanceof Element) || target !== capture.focused) return;
    queueMicrotask(() => {
      if (capture.focused === target && target.isConnected && document.activeElement !== target) capture.focused = null;
    });
  });

  // Lifted as the parser inserts the element: the observer runs at the end of that parser task,
  // before the next frame and before any input event is handled.
  const lift = new MutationObserver(() => {
    const served = document.querySelector(INERT_SERVED);
    if (!served) return;
    served.removeAttribute('inert');
    lift.disconnect();
  });
  lift.observe(document, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => lift.disconnect(), { once: true });

  (window as unknown as WithCapture)[CAPTURE_KEY] = capture;
  return capture;
}
