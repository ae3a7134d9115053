import { Button, toast } from '@studyhub/shared-ui';

/** Copies an invite link; where the clipboard is refused, the field beside it still shows the link to copy by hand. */
export function CopyLinkButton({ url }: { url: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Invite link copied.', { id: 'invite-copy' });
    } catch {
      toast.error('Could not copy: select the link and copy it yourself.', { id: 'invite-copy' });
    }
  };
  return (
    <Button variant="secondary" size="sm" onClick={() => void copy()}>
      Copy link
    </Button>
  );
}
