import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { Button } from '../Button/Button.tsx';
import { toast, Toaster } from './Toaster.tsx';

type Kind = 'blank' | 'success' | 'error' | 'loading';

/** Shows one notice while the story is on screen, and removes it when the story goes. */
function Notice({ kind, message }: { kind: Kind; message: string }) {
  useEffect(() => {
    const show = { blank: toast, success: toast.success, error: toast.error, loading: toast.loading }[kind];
    const id = show(message, { duration: Infinity });
    return () => toast.remove(id);
  }, [kind, message]);
  return null;
}

const meta = {
  title: 'Components/Toaster',
  component: Toaster,
  // Notices are shared by every Toaster on a page, so in the docs each story gets its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 240 } } },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** docs/product.md#toasts: blank/error 4000 ms, success 2000 ms, loading until dismissed; at most 20; removed 1000 ms after dismissal. */
export const Default: Story = {
  render: () => (
    <>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button variant="secondary" onClick={() => toast('Saved as draft')}>
          Blank
        </Button>
        <Button variant="secondary" onClick={() => toast.success('Blog added successfully')}>
          Success
        </Button>
        <Button variant="secondary" onClick={() => toast.error('Failed to add blog')}>
          Error
        </Button>
        <Button variant="secondary" onClick={() => toast.loading('Generating…')}>
          Loading
        </Button>
        <Button variant="ghost" onClick={() => toast.dismiss()}>
          Dismiss all
        </Button>
      </div>
      <Toaster />
    </>
  ),
};
const showing = (kind: Kind, message: string): Story => ({
  render: () => (
    <>
      <Notice kind={kind} message={message} />
      <Toaster />
    </>
  ),
});
export const Success = showing('success', 'Blog deleted successfully');
export const ErrorState = showing('error', 'An error occurred while deleting the blog: Network Error');
export const Loading = showing('loading', 'Generating…');
export const LongText = showing(
  'error',
  'Error fetching dashboard data: the server took too long to answer and the connection was closed before any data arrived, please try again',
);
export const DarkTheme: Story = { ...showing('success', 'Comment approved'), globals: { theme: 'dark' } };
