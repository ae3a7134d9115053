import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CONFIRM_MESSAGES } from './confirm-messages.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { useConfirm } from './use-confirm.tsx';

describe('ConfirmDialog', () => {
  it('is an alert dialog named by its title and described by the question, with focus on Cancel', () => {
    render(<ConfirmDialog open title="Delete blog" message={CONFIRM_MESSAGES.deleteBlog} confirmLabel="Delete" tone="danger" onConfirm={() => {}} onCancel={() => {}} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete blog' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this blog? This action cannot be undone.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('confirms with the confirm button and cancels with Cancel or Escape', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmDialog open message={CONFIRM_MESSAGES.deleteComment} onConfirm={onConfirm} onCancel={onCancel} />);
    await userEvent.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});

function DeleteButton({ onAnswer }: { onAnswer: (confirmed: boolean) => void }) {
  const { confirm, dialog } = useConfirm();
  const [asked, setAsked] = useState(0);
  return (
    <>
      <button
        type="button"
        onClick={async () => {
          setAsked(asked + 1);
          onAnswer(await confirm({ message: CONFIRM_MESSAGES.deleteComment, confirmLabel: 'Delete', tone: 'danger' }));
        }}
      >
        Delete comment
      </button>
      {dialog}
    </>
  );
}

describe('useConfirm', () => {
  it('resolves true on confirm and false on cancel, returning focus to the button', async () => {
    const onAnswer = vi.fn();
    render(<DeleteButton onAnswer={onAnswer} />);
    const trigger = screen.getByRole('button', { name: 'Delete comment' });
    await userEvent.click(trigger);
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(CONFIRM_MESSAGES.deleteComment);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onAnswer).toHaveBeenLastCalledWith(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(onAnswer).toHaveBeenLastCalledWith(false);
    expect(trigger).toHaveFocus();
  });
});
