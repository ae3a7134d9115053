import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { firstPaintCapture, installCapture, type FirstPaintCapture } from './first-paint-capture.ts';

// The page as the host serves it: the remote's page in <main>, in the element the capture makes live.
const serve = (page: string, inert = false) => {
  document.body.innerHTML = `<a href="/lab" id="nav">Student Tutor</a><main id="main"><div data-first-paint=""${inert ? ' inert=""' : ''} style="display:contents">${page}</div></main>`;
};
const element = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;

/** Dispatches `event` at `target` and says whether the browser would still do its default (navigate, submit, click). */
function defaultDone(target: Element, event: Event): boolean {
  let done = false;
  // Runs after the capture's listener (which listens on window, in the capture phase); stops jsdom's own navigation.
  const after = (seen: Event) => {
    done = !seen.defaultPrevented;
    seen.preventDefault();
  };
  document.addEventListener(event.type, after, { once: true });
  target.dispatchEvent(event);
  return done;
}
const click = (target: Element, init: MouseEventInit = {}) => defaultDone(target, new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
const key = (target: Element, keyName: string, init: KeyboardEventInit = {}) => defaultDone(target, new KeyboardEvent('keydown', { key: keyName, bubbles: true, cancelable: true, ...init }));

let capture: FirstPaintCapture;
beforeAll(() => {
  capture = installCapture();
});
afterEach(() => {
  capture.presses.length = 0;
  capture.focused = null;
  document.body.innerHTML = '';
});

describe('the capture, the page’s first script', () => {
  it('is what the app reads', () => {
    expect(firstPaintCapture()).toBe(capture);
  });

  // First: it lifts the host's `inert` once, and then stops observing.
  it('makes the page the host served live as soon as the element is in the document, before any task can handle input', async () => {
    serve('<button type="button">Open</button>', true);
    await Promise.resolve();
    expect(element('[data-first-paint]').hasAttribute('inert')).toBe(false);
  });

  it('keeps a click on a served button, link to another site, or widget instead of letting it act, and leaves the rest of the page alone', () => {
    serve('<button type="button" id="b">Open <span id="inner">group</span></button><a id="drive" href="https://drive.example/x" target="_blank">Quiz</a><div role="tab" id="tab">Tab</div><p id="text">Text</p>');
    expect(click(element('#inner'), { ctrlKey: true })).toBe(false);
    expect(click(element('#drive'))).toBe(false);
    expect(click(element('#tab'))).toBe(false);
    expect(click(element('#text'))).toBe(true);
    expect(click(element('#nav'))).toBe(true);
    expect(capture.presses.map((press) => [press.target.id, press.event, press.init.ctrlKey])).toEqual([
      ['b', 'click', true],
      ['drive', 'click', false],
      ['tab', 'click', false],
    ]);
  });

  it('lets a link to a page of the site work natively, as the navigation bar’s do', () => {
    serve('<a id="course" href="/notes/cse220">CSE220</a><a id="anchor" href="#resources">Resources</a><a id="new" href="/notes" target="_blank">Notes</a>');
    expect(click(element('#course'))).toBe(true);
    expect(key(element('#course'), 'Enter')).toBe(true);
    expect(click(element('#anchor'))).toBe(true);
    // Another tab: the app decides (it may never open one).
    expect(click(element('#new'))).toBe(false);
    expect(capture.presses.map((press) => press.target.id)).toEqual(['new']);
  });

  it('keeps Enter and Space on what acts on them, once however long the key is held or however often pressed in a row', () => {
    serve('<a id="drive" href="https://drive.example/x" target="_blank">Quiz</a><button type="button" id="b">Open</button>');
    expect(key(element('#drive'), 'Enter')).toBe(false);
    expect(key(element('#drive'), 'Enter', { repeat: true })).toBe(false);
    expect(key(element('#drive'), 'Enter')).toBe(false);
    expect(key(element('#b'), ' ', { shiftKey: true })).toBe(false);
    expect(key(element('#b'), 'Enter')).toBe(false);
    expect(key(element('#b'), 'ArrowDown')).toBe(true);
    expect(capture.presses.map((press) => [press.target.id, press.init.key, press.init.shiftKey])).toEqual([
      ['drive', 'Enter', false],
      ['b', ' ', true],
    ]);
  });

  it('leaves typing to the fields, and keeps a form’s submission instead of letting it submit natively', () => {
    serve('<form id="f"><input id="q" name="q"><input type="checkbox" id="c"></form><form id="g"><input id="p"><button id="s">Login</button></form>');
    expect(key(element('#q'), ' ')).toBe(true);
    expect(key(element('#c'), ' ')).toBe(true);
    expect(click(element('#c'))).toBe(true);
    expect(defaultDone(element('#f'), new SubmitEvent('submit', { bubbles: true, cancelable: true }))).toBe(false);
    // Enter in a field of a form with a submit button is that button's click.
    expect(click(element('#s'))).toBe(false);
    expect(capture.presses.map((press) => [press.target.id, press.event])).toEqual([
      ['f', 'submit'],
      ['s', 'click'],
    ]);
  });

  it('knows the served element that has focus, and keeps it when the element leaves the document', async () => {
    serve('<input id="q"><button id="b">Go</button>');
    element('#q').focus();
    expect(capture.focused).toBe(element('#q'));
    element('#nav').focus();
    expect(capture.focused).toBeNull();
    const button = element('#b');
    button.focus();
    // As Chromium does when React clears the root: focusout while the element is still in, then out.
    button.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
    element('main').remove();
    await Promise.resolve();
    expect(capture.focused).toBe(button);

    serve('<input id="q">');
    element('#q').focus();
    element('#q').blur();
    await Promise.resolve();
    expect(capture.focused).toBeNull();
  });
});
