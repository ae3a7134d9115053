import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { CONFIRM_MESSAGES } from './confirm-messages.ts';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';
import { useConfirm } from './use-confirm.tsx';

function Stateful(args: ConfirmDialogProps) {
  const [open, setOpen] = useState(args.open);
  const close = (callback: () => void) => () => {
    setOpen(false);
    callback();
  };
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete
      </Button>
      <ConfirmDialog {...args} open={open} onConfirm={close(args.onConfirm)} onCancel={close(args.onCancel)} />
    </>
  );
}

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Delete blog',
    message: CONFIRM_MESSAGES.deleteBlog,
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
    tone: 'danger',
    onConfirm: () => {},
    onCancel: () => {},
  },
  argTypes: {
    onConfirm: { action: 'confirmed' },
    onCancel: { action: 'cancelled' },
    tone: { control: 'inline-radio', options: ['primary', 'danger'] },
  },
  render: (args) => <Stateful key={String(args.open)} {...args} />,
  parameters: { docs: { story: { inline: false, iframeHeight: 320 } } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** docs/product.md#confirmations: deleting a blog. */
export const Default: Story = {};
/** docs/product.md#confirmations: deleting a comment. */
export const DeleteComment: Story = { args: { title: 'Delete comment', message: CONFIRM_MESSAGES.deleteComment } };
export const Neutral: Story = { args: { title: 'Publish blog', message: 'Publish this blog now?', confirmLabel: 'Publish', tone: 'primary' } };
export const Closed: Story = { args: { open: false } };
export const LongText: Story = {
  args: {
    message:
      'Are you sure you want to delete this blog? This action cannot be undone. Every comment on it, approved or not, is deleted with it, and its cover image is removed from the media library as well.',
  },
};
/** The promise API: `if (await confirm(message)) …`. */
export const WithHook: Story = {
  render: function Render() {
    const { confirm, dialog } = useConfirm();
    const [answer, setAnswer] = useState('No answer yet');
    return (
      <>
        <Button
          variant="danger"
          onClick={async () => {
            const confirmed = await confirm({ title: 'Delete comment', message: CONFIRM_MESSAGES.deleteComment, confirmLabel: 'Delete', tone: 'danger' });
            setAnswer(confirmed ? 'Deleted' : 'Kept');
          }}
        >
          Delete comment
        </Button>
        <p role="status">{answer}</p>
        {dialog}
      </>
    );
  },
};
export const DarkTheme: Story = { globals: { theme: 'dark' } };
