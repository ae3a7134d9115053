import type { FirstPaintCapture, Press } from './first-paint-capture.ts';

/**
 * The served page handed to the page the remote rendered in its place (docs/decisions/0069): the
 * same markup, so each served element has a twin at the same place. What was typed goes to the
 * twin fields, focus to the twin of the focused element, and each press kept by the capture is
 * done again on its twin. A press that cannot be done is told to the user.
 */

/** Shown (toasted) for a press the app could not carry out. */
export const pressNotDoneMessage = (label: string) => `Nothing happened when you pressed “${label}” while the page was loading. Please try again.`;

/** Where `element` is under `root`: the index of each element on the way down. */
function pathFrom(root: Element, element: Element): number[] | undefined {
  const path: number[] = [];
  for (let node = element; node !== root; ) {
    const parent = node.parentElement;
    if (!parent) return undefined;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
    node = parent;
  }
  return path;
}

/** The element at `element`'s place under `to`, if it is the same kind of element. */
export function twinOf(element: Element, from: Element, to: Element): Element | undefined {
  const path = pathFrom(from, element);
  let twin: Element | undefined = path && to;
  for (const index of path ?? []) twin = twin?.children[index];
  const same = (name: string) => twin?.getAttribute(name) === element.getAttribute(name);
  return twin && twin.tagName === element.tagName && same('type') && same('role') ? twin : undefined;
}

/** The name a press is told by: the element's label, its heading, or its text (an icon's title left out). */
export function pressLabel(element: Element): string {
  const submit = element instanceof HTMLFormElement ? element.querySelector('[type=submit]') : null;
  const named = submit ?? element;
  const label = named.getAttribute('aria-label');
  if (label) return label;
  const source = named.querySelector('h1,h2,h3,h4,h5,h6') ?? named;
  const parts: string[] = [];
  const walker = document.createTreeWalker(source, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) if (!text.parentElement?.closest('svg')) parts.push(text.textContent ?? '');
  const text = parts.join(' ').replace(/\s+/g, ' ').trim();
  return text.length > 60 ? `${text.slice(0, 59)}…` : text || 'a link or button';
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function changedByUser(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/** Sets the value as typing would, so the app's change handler sees it (React tracks the value it set last). */
function typeInto(field: Field, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

export function carryOverFields(from: Element, to: Element): void {
  for (const field of from.querySelectorAll<Field>('input, select, textarea')) {
    const twin = twinOf(field, from, to) as Field | undefined;
    if (!twin || !changedByUser(field)) continue;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if ((twin as HTMLInputElement).checked !== field.checked) twin.click();
    } else if (twin.value !== field.value) {
      typeInto(twin, field.value);
    }
  }
}

/** Focus on `element` again, when React's replacing the page left it nowhere (on the body). */
export function focusAgain(element: Element | undefined, caretFrom?: Element): void {
  if (!(element instanceof HTMLElement) || (document.activeElement !== null && document.activeElement !== document.body)) return;
  element.focus({ preventScroll: true });
  if (caretFrom instanceof HTMLInputElement || caretFrom instanceof HTMLTextAreaElement) {
    // Null where the type has no caret (email, number): setSelectionRange would throw there.
    if (caretFrom.selectionStart !== null && caretFrom.selectionEnd !== null) (element as HTMLInputElement).setSelectionRange(caretFrom.selectionStart, caretFrom.selectionEnd, caretFrom.selectionDirection ?? undefined);
  }
}

const ACTIVATED_BY: Record<string, string> = {
  Enter: 'a[href],button,summary,input[type=submit],input[type=button],input[type=reset],input[type=image]',
  ' ': 'button,summary,input[type=submit],input[type=button],input[type=reset],input[type=image],input[type=checkbox],input[type=radio]',
};

/**
 * A new tab or window opens only while the user's press still counts as one (a few seconds in
 * browsers): after that a popup blocker stops it, silently. `userActivation` is missing in older
 * browsers, which then try.
 */
function blockedAsPopup(element: Element, init: Press['init']): boolean {
  const link = element.closest('a[href]');
  const newTab = link !== null && (!['', '_self', '_parent', '_top'].includes((link as HTMLAnchorElement).target) || init.ctrlKey === true || init.metaKey === true || init.shiftKey === true);
  return newTab && navigator.userActivation?.isActive === false;
}

/** A kept press with the twins it acts on, found as the page first rendered. */
interface Replay {
  press: Press;
  twin: Element | undefined;
  submitter: Element | undefined;
}

const textOf = (element: Element) => element.textContent?.replace(/\s+/g, ' ').trim();

/**
 * The twin of a pressed element: also with the same text, so that a page whose markup differs from
 * the served one is never pressed in the wrong place (the press is told as not done instead).
 */
function pressedTwin(element: Element, from: Element, to: Element): Element | undefined {
  const twin = twinOf(element, from, to);
  return twin && textOf(twin) === textOf(element) ? twin : undefined;
}

/** Does the press on its twin; false when it could not be done. */
function replay({ press, twin, submitter }: Replay): boolean {
  if (!twin?.isConnected) return false;
  if (press.event === 'submit') {
    (twin as HTMLFormElement).requestSubmit(submitter as HTMLElement | undefined);
    return true;
  }
  if (press.event === 'keydown') {
    const handled = !twin.dispatchEvent(new KeyboardEvent('keydown', { ...press.init, bubbles: true, cancelable: true, composed: true }));
    if (handled || !twin.matches(ACTIVATED_BY[press.init.key ?? ''] ?? ':not(*)')) return true;
  }
  if (blockedAsPopup(twin, press.init)) return false;
  twin.dispatchEvent(new MouseEvent('click', { ...press.init, bubbles: true, cancelable: true, composed: true }));
  return true;
}

/**
 * Runs `then` once the app has done what the last press or typing set off: the browser is idle
 * only when React has rendered it, navigations (transitions) included. A handler reads the state
 * the press before it left, as with a user's presses, which never come as fast. Where the browser
 * has no idle callback (Safari), after a pause as long as a quick second press.
 */
function whenIdle(then: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(then, { timeout: 1000 });
  else setTimeout(then, 100);
}

/**
 * Hands the served page under `from` (taken out of the document by now) to the remote's page under
 * `to`, as it first rendered: the same markup, before the page adds anything once it has measured
 * itself (the home page's pills add their highlight). Fields and focus at once, then each press
 * once the app is idle.
 */
export function handOff(capture: FirstPaintCapture | undefined, from: Element, to: Element, note: (message: string) => void): void {
  const replays = (capture?.presses.splice(0) ?? []).map((press) => ({
    press,
    twin: pressedTwin(press.target, from, to),
    submitter: press.submitter ? twinOf(press.submitter, from, to) : undefined,
  }));
  carryOverFields(from, to);
  const focused = capture?.focused && from.contains(capture.focused) ? capture.focused : undefined;
  if (focused) focusAgain(twinOf(focused, from, to), focused);
  const next = () => {
    const current = replays.shift();
    if (!current) return;
    if (!replay(current)) {
      note(pressNotDoneMessage(pressLabel(current.press.target)));
      if (current.twin instanceof HTMLElement && current.twin.isConnected) current.twin.focus();
    }
    whenIdle(next);
  };
  if (replays.length > 0) whenIdle(next);
}

/** The remote's page did not come: each press is told as not done. */
export function dropPresses(capture: FirstPaintCapture | undefined, note: (message: string) => void): void {
  for (const press of capture?.presses.splice(0) ?? []) note(pressNotDoneMessage(pressLabel(press.target)));
}
