import { axeViolations } from '@studyhub/shared-testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ALT_TEXT_MESSAGES, AltTextDialog } from './AltTextDialog.tsx';

function renderDialog() {
  const onInsert = vi.fn();
  const onCancel = vi.fn();
  const view = render(
    <>
      <button type="button">Opener</button>
      <AltTextDialog fileName="graph.png" onInsert={onInsert} onCancel={onCancel} />
    </>,
  );
  return { ...view, onInsert, onCancel, user: userEvent.setup() };
}

describe('AltTextDialog', () => {
  it('is a dialog named by its title, describing which file, with focus in the Alt text field', async () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: ALT_TEXT_MESSAGES.title });
    expect(dialog).toHaveAccessibleDescription('Say what graph.png shows for readers who cannot see it.');
    expect(screen.getByLabelText('Alt text')).toHaveFocus();
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it('inserts with the trimmed alt text, by the button or by Enter', async () => {
    const { user, onInsert } = renderDialog();
    await user.type(screen.getByLabelText('Alt text'), '  A graph of five nodes ');
    await user.click(screen.getByRole('button', { name: 'Insert image' }));
    expect(onInsert).toHaveBeenLastCalledWith('A graph of five nodes');

    await user.type(screen.getByLabelText('Alt text'), '{Enter}');
    expect(onInsert).toHaveBeenCalledTimes(2);
  });

  it('refuses an empty description until the image is marked decorative, which inserts alt=""', async () => {
    const { user, onInsert } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Insert image' }));
    expect(onInsert).not.toHaveBeenCalled();
    const field = screen.getByLabelText('Alt text');
    expect(field).toHaveAccessibleDescription(ALT_TEXT_MESSAGES.missing);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();

    await user.click(screen.getByRole('checkbox', { name: 'Decorative image (no alt text)' }));
    expect(field).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Insert image' }));
    expect(onInsert).toHaveBeenCalledWith('');
  });

  it('cancels with Escape, Cancel or the close button, inserting nothing', async () => {
    const { user, onInsert, onCancel } = renderDialog();
    await user.type(screen.getByLabelText('Alt text'), 'x');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalledTimes(3);
    expect(onInsert).not.toHaveBeenCalled();
  });

  it('gives the focus back to where it was when it closes', () => {
    const opener = () => screen.getByRole('button', { name: 'Opener' });
    const { rerender } = render(<button type="button">Opener</button>);
    opener().focus();
    rerender(
      <>
        <button type="button">Opener</button>
        <AltTextDialog fileName="graph.png" onInsert={() => {}} onCancel={() => {}} />
      </>,
    );
    expect(screen.getByLabelText('Alt text')).toHaveFocus();
    rerender(<button type="button">Opener</button>);
    expect(opener()).toHaveFocus();
  });

  it('keeps its submit inside: the blog form around the editor is not submitted', async () => {
    const onBlogSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const user = userEvent.setup();
    render(
      <form onSubmit={onBlogSubmit}>
        <AltTextDialog fileName="graph.png" onInsert={() => {}} onCancel={() => {}} />
      </form>,
    );
    await user.type(screen.getByLabelText('Alt text'), 'Graph{Enter}');
    expect(onBlogSubmit).not.toHaveBeenCalled();
  });
});
