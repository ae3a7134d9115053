import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal.tsx';

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Watch video
      </button>
      <Modal
        open={open}
        title="Data Structures"
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      >
        <p>Player</p>
        <a href="#more">More</a>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('opens as a modal dialog named by its title, with focus inside', async () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Watch video' }));
    const dialog = screen.getByRole('dialog', { name: 'Data Structures' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Watch video' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes from the close button with the keyboard', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Watch video' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a click on the backdrop but not on its content', async () => {
    const onClose = vi.fn();
    render(
      <Modal open title="Backdrop" onClose={onClose}>
        <p>Content</p>
      </Modal>,
    );
    await userEvent.click(screen.getByText('Content'));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('can be an alert dialog described by its message', () => {
    render(
      <Modal open title="Delete?" role="alertdialog" describedBy="msg" onClose={() => {}}>
        <p id="msg">This cannot be undone.</p>
      </Modal>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Delete?' })).toHaveAccessibleDescription('This cannot be undone.');
  });
});
