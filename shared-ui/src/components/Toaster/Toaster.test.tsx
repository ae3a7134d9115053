import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast, Toaster } from './Toaster.tsx';
import { TOAST_DURATIONS } from './toast-options.ts';

afterEach(() => {
  act(() => toast.remove());
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('announces notices politely and removes a success after 2000 ms, an error after 4000 ms', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast.success('Blog added successfully');
      toast.error('Failed to add blog');
    });
    expect(screen.getByText('Blog added successfully').closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    // Each notice is dismissed after its duration, then removed 1000 ms later.
    act(() => vi.advanceTimersByTime(TOAST_DURATIONS.success + 50));
    act(() => vi.advanceTimersByTime(1000 + 50));
    expect(screen.queryByText('Blog added successfully')).not.toBeInTheDocument();
    expect(screen.getByText('Failed to add blog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TOAST_DURATIONS.error - TOAST_DURATIONS.success - 1000));
    act(() => vi.advanceTimersByTime(1000 + 50));
    expect(screen.queryByText('Failed to add blog')).not.toBeInTheDocument();
  });

  it('keeps a loading notice until it is dismissed', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    let id = '';
    act(() => void (id = toast.loading('Generating…')));
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Generating…')).toBeInTheDocument();
    act(() => toast.dismiss(id));
    act(() => vi.advanceTimersByTime(1000 + 50));
    expect(screen.queryByText('Generating…')).not.toBeInTheDocument();
  });

  it('persistent (the apps\' stories): every kind of notice stays until it is removed', () => {
    vi.useFakeTimers();
    render(<Toaster persistent />);
    act(() => {
      toast('Saved as draft');
      toast.success('Blog added successfully');
      toast.error('Failed to add blog');
    });
    act(() => vi.advanceTimersByTime(60_000));
    for (const text of ['Saved as draft', 'Blog added successfully', 'Failed to add blog']) expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('keeps at most 20 notices (docs/product.md#toasts)', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      for (let index = 1; index <= 25; index += 1) toast(`Notice ${index}`);
    });
    expect(screen.getAllByText(/^Notice \d+$/)).toHaveLength(20);
    // The newest stay.
    expect(screen.getByText('Notice 25')).toBeInTheDocument();
    expect(screen.queryByText('Notice 5')).not.toBeInTheDocument();
  });
});
