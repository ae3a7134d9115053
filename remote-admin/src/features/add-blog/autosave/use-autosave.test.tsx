import { act, fireEvent, render, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_BLOG_FORM } from '../blog-form.ts';
import { draftOf } from './autosave-draft.ts';
import { readLocalCopy } from './local-copy.ts';
import { useAutosave, type AutosaveOptions } from './use-autosave.ts';
import { LEAVE_WARNING } from './use-leave-warning.ts';

const KEY = 'studyhub:autosave:account:post-1';
const typed = (title: string) => ({ ...EMPTY_BLOG_FORM, title, description: '<p>Body</p>' });

function mount(send: AutosaveOptions['send'] = vi.fn(() => Promise.resolve('ok'))) {
  const options: AutosaveOptions = { stored: draftOf(EMPTY_BLOG_FORM), localKey: KEY, baseVersion: 4, send };
  return { ...renderHook(() => useAutosave(options)), send: send as ReturnType<typeof vi.fn> };
}

describe('useAutosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('writes every change to the browser copy at once, with the version typed over, and saves within 10 s', async () => {
    const { result, send } = mount();
    act(() => result.current.onFormChange(typed('Kruskal')));
    expect(readLocalCopy(KEY)).toEqual({ draft: draftOf(typed('Kruskal')), at: expect.any(Number), baseVersion: 4 });
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(send).toHaveBeenCalledExactlyOnceWith(draftOf(typed('Kruskal')), false);
    expect(result.current.status).toEqual({ state: 'saved' });
    expect(readLocalCopy(KEY)).toBeUndefined();
  });

  it('shows "Not saved — retrying" while sending fails, then "Saved"', async () => {
    const send = vi.fn().mockRejectedValueOnce({ status: 503, message: 'down' }).mockResolvedValue('ok');
    const { result } = mount(send);
    act(() => result.current.onFormChange(typed('Kruskal')));
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(result.current.status).toEqual({ state: 'retrying' });
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(result.current.status).toEqual({ state: 'saved' });
  });

  it('sends what is unsent with keepalive when the page is hidden or left', async () => {
    const { result, send } = mount();
    act(() => result.current.onFormChange(typed('Leaving')));
    await act(async () => void window.dispatchEvent(new Event('pagehide')));
    expect(send).toHaveBeenCalledExactlyOnceWith(draftOf(typed('Leaving')), true);
  });

  it('sends what is unsent when the form goes away inside the app', async () => {
    const { result, send, unmount } = mount();
    act(() => result.current.onFormChange(typed('Navigated away')));
    unmount();
    expect(send).toHaveBeenCalledExactlyOnceWith(draftOf(typed('Navigated away')), false);
  });

  it('asks before leaving while typed text is on no server: closing the tab and following a link', async () => {
    const { result } = mount(vi.fn(() => new Promise(() => {})));
    const { getByRole } = render(<a href="/admin/listBlog">Blog Lists</a>);
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);

    act(() => result.current.onFormChange(typed('Unsent')));
    const again = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(true);

    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    expect(fireEvent.click(getByRole('link'))).toBe(false);
    expect(confirm).toHaveBeenCalledWith(LEAVE_WARNING);
    confirm.mockReturnValue(true);
    // Allowed: the click goes on (jsdom does not navigate).
    expect(fireEvent.click(getByRole('link'))).toBe(true);
  });
});
