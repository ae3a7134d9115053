import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AutosaveDraft } from './autosave-draft.ts';
import { AutosaveEngine, type AutosaveEngineOptions } from './autosave-engine.ts';
import { statusText, type AutosaveStatus } from './autosave-timing.ts';

const draft = (title: string): AutosaveDraft => ({ title, subTitle: '', description: '<p>Body</p>', category: 'CSE', isPublished: false });
const STORED = draft('Saved title');

function engine(send: AutosaveEngineOptions['send'] = () => Promise.resolve('ok'), extra: Partial<AutosaveEngineOptions> = {}) {
  const statuses: string[] = [];
  const copies: Array<AutosaveDraft | null> = [];
  const options: AutosaveEngineOptions = {
    send: vi.fn(send),
    writeCopy: (copy) => copies.push(copy),
    dropCopy: () => copies.push(null),
    onStatus: (status: AutosaveStatus) => statuses.push(statusText(status)),
    ...extra,
  };
  const made = new AutosaveEngine(options);
  made.begin(STORED);
  return { engine: made, send: options.send as ReturnType<typeof vi.fn>, statuses, copies };
}

describe('AutosaveEngine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends 2 s after the last change, keeping a browser copy of every change meanwhile', async () => {
    const { engine: autosave, send, statuses, copies } = engine();
    autosave.change(draft('S'));
    autosave.change(draft('Sa'));
    await vi.advanceTimersByTimeAsync(1_999);
    expect(send).not.toHaveBeenCalled();
    expect(copies).toEqual([draft('S'), draft('Sa')]);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledExactlyOnceWith(draft('Sa'), false);
    expect(statuses.slice(-2)).toEqual(['Saving…', 'Saved']);
    expect(copies.at(-1)).toBeNull();
    expect(autosave.unsaved).toBe(false);
  });

  it('sends within 10 s of the first change while typing never pauses', async () => {
    const { engine: autosave, send } = engine();
    for (let second = 0; second < 12; second += 1) {
      autosave.change(draft(`Typed for ${second} s`));
      await vi.advanceTimersByTimeAsync(1_000);
      if (second === 8) expect(send).toHaveBeenCalledTimes(1);
    }
    expect(send.mock.calls[0]![0]).toEqual(draft('Typed for 7 s'));
  });

  it('says "Not saved — retrying" while the server cannot be reached, retries with backoff, then sends the newest text', async () => {
    let down = true;
    const { engine: autosave, send, statuses } = engine(() => (down ? Promise.reject({ status: 'NETWORK_ERROR', message: 'Network Error' }) : Promise.resolve('ok')));
    autosave.change(draft('First'));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(statuses.at(-1)).toBe('Not saved — retrying');
    autosave.change(draft('Second'));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(send).toHaveBeenCalledTimes(2);
    expect(statuses.at(-1)).toBe('Not saved — retrying');
    await vi.advanceTimersByTimeAsync(3_999);
    expect(send).toHaveBeenCalledTimes(2);
    down = false;
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenLastCalledWith(draft('Second'), false);
    expect(statuses.at(-1)).toBe('Saved');
    expect(autosave.unsaved).toBe(false);
  });

  it('retries a 5xx but not a refusal, which it shows until the next change', async () => {
    const { engine: autosave, send, statuses } = engine(() => Promise.reject({ status: 400, message: 'title must be at most 200 characters' }));
    autosave.change(draft('x'.repeat(201)));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(statuses.at(-1)).toBe('Not saved — title must be at most 200 characters');
    expect(autosave.unsaved).toBe(true);
    autosave.change(draft('Shorter'));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('sends at once with keepalive when the page is left', async () => {
    const { engine: autosave, send } = engine();
    autosave.change(draft('Leaving'));
    await autosave.flush(true);
    expect(send).toHaveBeenCalledExactlyOnceWith(draft('Leaving'), true);
  });

  it('sends nothing when the text is back to what the server holds', async () => {
    const { engine: autosave, send, copies } = engine();
    autosave.change(draft('Typo'));
    autosave.change(STORED);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(send).not.toHaveBeenCalled();
    expect(copies.at(-1)).toBeNull();
  });

  it('does not count a send that was under way when the form was saved by hand', async () => {
    let finish!: () => void;
    const afterStaleSend = vi.fn();
    const { engine: autosave, statuses } = engine(() => new Promise<void>((resolve) => (finish = resolve)), { afterStaleSend });
    autosave.change(draft('Half'));
    await vi.advanceTimersByTimeAsync(2_000);
    autosave.saved(draft('Whole'));
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(afterStaleSend).toHaveBeenCalledOnce();
    expect(statuses.at(-1)).toBe('');
    expect(autosave.unsaved).toBe(false);
  });

  it('keeps changes made before it knows what the server holds, and sends them then', async () => {
    const send = vi.fn(() => Promise.resolve('ok'));
    const autosave = new AutosaveEngine({ send, writeCopy: () => {}, dropCopy: () => {}, onStatus: () => {} });
    autosave.change(draft('From the browser copy'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(send).not.toHaveBeenCalled();
    autosave.begin(STORED);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(send).toHaveBeenCalledWith(draft('From the browser copy'), false);
  });
});
