import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Modal, type ModalProps } from './Modal.tsx';

/** Opens from a button so focus has somewhere to return to; `open` in the controls sets the start. */
function Stateful(args: ModalProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Modal
        {...args}
        open={open}
        onClose={() => {
          setOpen(false);
          args.onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/Modal',
  component: Modal,
  args: {
    open: true,
    title: 'Data Structures full course',
    children: <p style={{ margin: 0 }}>The video player goes here. Press Escape or the close button to return to the playlists.</p>,
    size: 'md',
    role: 'dialog',
    closeOnBackdrop: true,
    hideCloseButton: false,
    onClose: fn(),
  },
  argTypes: {
    onClose: { action: 'closed' },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    role: { control: 'inline-radio', options: ['dialog', 'alertdialog'] },
    children: { control: false },
    footer: { control: false },
    initialFocusRef: { control: false },
  },
  render: (args) => <Stateful key={String(args.open)} {...args} />,
  // A modal covers the page, so in the docs each story gets its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 360 } } },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Closed: Story = { args: { open: false } };
export const WithFooter: Story = {
  args: {
    title: 'Publish blog?',
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Publish</Button>
      </>
    ),
  },
};
export const Large: Story = { args: { size: 'lg', title: 'CS Option 1' } };
export const LongText: Story = {
  args: {
    title: 'A long title for a dialog that has to wrap onto a second line on a small screen',
    children: (
      <div>
        {Array.from({ length: 12 }, (_, index) => (
          <p key={index}>
            Paragraph {index + 1}: long content scrolls inside the dialog while the page behind it stays inert and cannot be reached with Tab.
          </p>
        ))}
      </div>
    ),
  },
};
/** By keyboard: Enter on the opener puts focus inside the dialog; Escape closes it and focus returns to the opener. */
export const KeyboardUse: Story = {
  args: { open: false },
  play: async ({ args, canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Open dialog' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('dialog', { name: 'Data Structures full course' });
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(dialog).not.toBeVisible();
    await expect(opener).toHaveFocus();
  },
};
export const DarkTheme: Story = { globals: { theme: 'dark' } };
