import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPY_ANNOUNCEMENTS, COPY_LABELS, PostBody } from './PostBody.tsx';

// The reader HTML the API renders for a code block (docs/decisions/0071), its text with a tab and indentation.
const CODE = 'def visit(node):\n\tif node:\n        return [node] + visit(node.next)\n';
const codeBlock = (code: string) =>
  `<div class="code-block"><div class="code-block-head"><span class="code-block-language">Python</span>` +
  `<button type="button" class="code-block-copy" data-copy-code>Copy</button></div>` +
  `<pre tabindex="0"><code class="language-python hljs"><span class="hljs-keyword">def</span>${code.slice(3)}</code></pre></div>`;
const FORMULA = '<p>Sorting costs <span class="katex"><span class="katex-mathml"><math><mi>n</mi></math></span></span>.</p>';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('PostBody', () => {
  it('copies a code block’s exact text and says so on the button and to screen readers', async () => {
    const user = userEvent.setup();
    render(<PostBody html={codeBlock(CODE) + codeBlock('SELECT 1;')} />);
    const [first] = screen.getAllByRole('button', { name: COPY_LABELS.idle });
    await user.click(first!);
    expect(await navigator.clipboard.readText()).toBe(CODE);
    expect(first).toHaveTextContent(COPY_LABELS.done);
    expect(await screen.findByRole('status')).toHaveTextContent(COPY_ANNOUNCEMENTS.done);
    // The other block's button is untouched.
    expect(screen.getAllByRole('button', { name: COPY_LABELS.idle })).toHaveLength(1);
  });

  it('says the copy failed when the browser refuses it', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    render(<PostBody html={codeBlock(CODE)} />);
    await user.click(screen.getByRole('button', { name: COPY_LABELS.idle }));
    expect(await screen.findByRole('button', { name: COPY_LABELS.failed })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent(COPY_ANNOUNCEMENTS.failed);
  });

  it('puts the button back to "Copy" after a moment', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<PostBody html={codeBlock(CODE)} />);
    await user.click(screen.getByRole('button', { name: COPY_LABELS.idle }));
    expect(await screen.findByRole('button', { name: COPY_LABELS.done })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: COPY_LABELS.idle })).toBeInTheDocument();
  });

  it('asks for the formula stylesheet only for a post with formulas', async () => {
    const { unmount } = render(<PostBody html="<p>No formulas, $5 only.</p>" />);
    // React hoists it into the head in a browser; under the test runner its address is empty.
    expect(document.querySelector('link[rel="stylesheet"]')).toBeNull();
    unmount();
    render(<PostBody html={FORMULA} />);
    expect(document.querySelector('link[rel="stylesheet"]')).not.toBeNull();
  });
});
