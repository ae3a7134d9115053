import { render } from '@testing-library/react';
import { useState, type KeyboardEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FirstPaintCapture, Press } from './first-paint-capture.ts';
import { carryOverFields, dropPresses, handOff, pressLabel, pressNotDoneMessage, twinOf } from './hand-off.ts';

/** The served page: the host's markup, parsed as the browser did, out of the document as React left it. */
function served(markup: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = markup;
  return holder;
}
const capture = (presses: Press[] = [], focused: Element | null = null): FirstPaintCapture => ({ presses, focused });

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the twin of a served element', () => {
  it('is the element at the same place of the same kind, and none where the page differs there', () => {
    const from = served('<div><h1>Notes</h1><ul><li><a href="/a">A</a></li><li><button type="button">B</button></li></ul></div>');
    const to = served('<div><h1>Notes</h1><ul><li><a href="/a">A</a></li><li><a href="/b">B</a></li></ul></div>');
    expect(twinOf(from.querySelector('a')!, from, to)).toBe(to.querySelector('a'));
    expect(twinOf(from.querySelector('button')!, from, to)).toBeUndefined();
    expect(twinOf(document.createElement('a'), from, to)).toBeUndefined();
  });
});

describe('what was typed', () => {
  function Search({ onChange }: { onChange: (value: string) => void }) {
    const [value, setValue] = useState('');
    const [level, setLevel] = useState('all');
    return (
      <div>
        <input
          aria-label="Search"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            onChange(event.target.value);
          }}
        />
        <select aria-label="Level" value={level} onChange={(event) => setLevel(event.target.value)}>
          <option value="all">All</option>
          <option value="hard">Hard</option>
        </select>
        <input type="checkbox" aria-label="Mine" />
      </div>
    );
  }
  const SERVED_SEARCH = '<div><input aria-label="Search" value=""><select aria-label="Level"><option value="all" selected>All</option><option value="hard">Hard</option></select><input type="checkbox" aria-label="Mine"></div>';

  it("goes to the app's fields through their change handlers; what the user left alone stays the app's", () => {
    const from = served(SERVED_SEARCH);
    from.querySelector('input')!.value = 'CSE2';
    from.querySelector('select')!.value = 'hard';
    from.querySelector<HTMLInputElement>('[type=checkbox]')!.checked = true;
    const changed = vi.fn();
    const view = render(<Search onChange={changed} />);
    carryOverFields(from, view.container);
    expect(changed).toHaveBeenCalledWith('CSE2');
    expect(view.getByRole('textbox', { name: 'Search' })).toHaveValue('CSE2');
    expect(view.getByRole('combobox', { name: 'Level' })).toHaveValue('hard');
    expect(view.getByRole('checkbox', { name: 'Mine' })).toBeChecked();

    const untouched = vi.fn();
    const fresh = render(<Search onChange={untouched} />);
    carryOverFields(served(SERVED_SEARCH), fresh.container);
    expect(untouched).not.toHaveBeenCalled();
  });

  it('keeps focus and the caret: the twin of the focused field gets them when React left focus on the body', () => {
    const from = served('<form><input name="q" value=""></form>');
    const field = from.querySelector('input')!;
    field.value = 'heaps';
    field.setSelectionRange(2, 3);
    const to = served('<form><input name="q" value=""></form>');
    document.body.append(to);
    handOff(capture([], field), from, to, vi.fn());
    const twin = to.querySelector('input')!;
    expect(document.activeElement).toBe(twin);
    expect([twin.value, twin.selectionStart, twin.selectionEnd]).toEqual(['heaps', 2, 3]);
  });
});

describe('a press kept by the capture', () => {
  function Card({ onOpen, onKey }: { onOpen: () => void; onKey: (key: string) => void }) {
    const keyDown = (event: KeyboardEvent) => {
      onKey(event.key);
      // Space acts as on a button, as the questions' cards do.
      if (event.key === ' ') event.preventDefault();
    };
    return (
      <ul>
        <li>
          <a href="https://drive.example/quiz" target="_blank" rel="noopener noreferrer" onKeyDown={keyDown} onClick={(event) => (event.preventDefault(), onOpen())}>
            <h2>Quiz Papers</h2>
          </a>
        </li>
      </ul>
    );
  }
  const SERVED_CARD = '<ul><li><a href="https://drive.example/placeholder" target="_blank" rel="noopener noreferrer"><h2>Quiz Papers</h2></a></li></ul>';
  const pressOn = (from: Element, event: Press['event'], init: Press['init'] = {}): Press => ({ target: from.querySelector('a')!, event, init });

  it('is done again on its twin, after the app has rendered: a click, and a key the app’s handler sees before the link acts', async () => {
    const from = served(SERVED_CARD);
    const opened = vi.fn();
    const keys = vi.fn();
    const view = render(<Card onOpen={opened} onKey={keys} />);
    const presses = [pressOn(from, 'click'), pressOn(from, 'keydown', { key: 'Enter' }), pressOn(from, 'keydown', { key: ' ' })];
    handOff(capture(presses), from, view.container, vi.fn());
    expect(opened).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    // Then Enter (the app lets it through, so the link acts), then Space, which the app handles itself.
    await vi.waitFor(() => expect(keys.mock.calls).toEqual([['Enter'], [' ']]));
    expect(opened).toHaveBeenCalledTimes(2);
    expect(presses).toEqual([]);
  });

  it('is done once the app has rendered what the press before it changed, which its handler reads', async () => {
    // As the lab's accordion: each toggle reads the open groups of the last render.
    function Groups() {
      const [open, setOpen] = useState<string[]>([]);
      const toggle = (id: string) => setOpen(open.includes(id) ? open.filter((other) => other !== id) : [...open, id]);
      return (
        <div>
          {['CSE110', 'CSE220'].map((id) => (
            <button key={id} type="button" aria-expanded={open.includes(id)} onClick={() => toggle(id)}>
              {id}
            </button>
          ))}
        </div>
      );
    }
    const from = served('<div><button type="button" aria-expanded="false">CSE110</button><button type="button" aria-expanded="false">CSE220</button></div>');
    const view = render(<Groups />);
    const [first, second] = from.querySelectorAll('button');
    handOff(capture([first!, second!].map((target) => ({ target, event: 'click', init: {} }))), from, view.container, vi.fn());
    await vi.waitFor(() => expect(view.getAllByRole('button', { expanded: true })).toHaveLength(2));
  });

  it('is matched to its twin as the page first rendered, and never pressed in the wrong place', async () => {
    const markup = '<div role="radiogroup"><button type="button" role="radio">All</button><button type="button" role="radio">CSE</button></div>';
    const from = served(markup);
    const to = served(markup);
    document.body.append(to);
    const pressed: string[] = [];
    const press = (event: Event) => pressed.push((event.target as Element).textContent!);
    document.body.addEventListener('click', press);
    handOff(capture([{ target: from.querySelectorAll('button')[1]!, event: 'click', init: {} }]), from, to, vi.fn());
    // Then, before the press is done, the page adds its highlight before the pills, as the home page's do.
    to.firstElementChild!.prepend(document.createElement('span'));
    await vi.waitFor(() => expect(pressed).toEqual(['CSE']));

    // A page whose element at that place says something else: told, not pressed.
    const other = served(markup.replace('CSE', 'COD'));
    document.body.append(other);
    const note = vi.fn();
    handOff(capture([{ target: from.querySelectorAll('button')[1]!, event: 'click', init: {} }]), from, other, note);
    await vi.waitFor(() => expect(note).toHaveBeenCalledWith(pressNotDoneMessage('CSE')));
    expect(pressed).toEqual(['CSE']);
    document.body.removeEventListener('click', press);
  });

  it('is told, not dropped, when it cannot be done: its element is gone, or a new tab would come after the press stopped counting', async () => {
    const from = served(SERVED_CARD);
    const opened = vi.fn();
    const view = render(<Card onOpen={opened} onKey={vi.fn()} />);
    const note = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, userActivation: { isActive: false, hasBeenActive: true } });
    handOff(capture([pressOn(from, 'click')]), from, view.container, note);
    await vi.waitFor(() => expect(note).toHaveBeenCalledWith('Nothing happened when you pressed “Quiz Papers” while the page was loading. Please try again.'));
    expect(opened).not.toHaveBeenCalled();
    // Where the user can press it again.
    expect(document.activeElement).toBe(view.getByRole('link'));

    const gone = served('<p>Other page</p>');
    handOff(capture([pressOn(from, 'click')]), from, gone, note);
    await vi.waitFor(() => expect(note).toHaveBeenCalledTimes(2));
  });

  it('submits the twin form with the twin of its submitter', async () => {
    const from = served('<form><input name="q"><button type="submit" name="go">Login</button></form>');
    const to = served('<form><input name="q"><button type="submit" name="go">Login</button></form>');
    document.body.append(to);
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    to.querySelector('form')!.addEventListener('submit', submitted);
    handOff(capture([{ target: from.querySelector('form')!, event: 'submit', init: {}, submitter: from.querySelector('button') }]), from, to, vi.fn());
    await vi.waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(submitted.mock.calls[0]![0].submitter).toBe(to.querySelector('button'));
  });

  it('is told as not done when the remote’s page never came', () => {
    const from = served(SERVED_CARD);
    const presses = [pressOn(from, 'click')];
    const note = vi.fn();
    dropPresses(capture(presses), note);
    expect(note).toHaveBeenCalledWith(pressNotDoneMessage('Quiz Papers'));
    expect(presses).toEqual([]);
  });
});

describe('the name a press is told by', () => {
  it('is the label, the heading without its icon’s title, the form’s submit button, or the text cut short', () => {
    const label = (markup: string) => pressLabel(served(markup).firstElementChild!);
    expect(label('<a aria-label="Rowan Vale on GitHub (opens in a new tab)">GitHub</a>')).toBe('Rowan Vale on GitHub (opens in a new tab)');
    expect(label('<a><h2>Quiz Papers <svg><title>opens in a new tab</title></svg></h2><span>35 sets</span></a>')).toBe('Quiz Papers');
    expect(label('<form><input><button type="submit">Login</button></form>')).toBe('Login');
    expect(label(`<button>${'word '.repeat(20)}</button>`)).toMatch(/^word word .{40,}…$/);
    expect(label('<button><svg><title>x</title></svg></button>')).toBe('a link or button');
  });
});
