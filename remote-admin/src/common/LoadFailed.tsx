import { Button, EmptyState } from '@studyhub/shared-ui';

interface Props {
  title: string;
  /** The text of the failure (docs/product.md#error-messages). */
  hint: string;
  onRetry: () => void;
  retrying: boolean;
}

/** The panel an admin page shows when its data could not be loaded, with a retry. */
export function LoadFailed({ title, hint, onRetry, retrying }: Props) {
  return (
    <EmptyState
      role="alert"
      title={title}
      hint={hint}
      action={
        <Button variant="secondary" onClick={onRetry} loading={retrying}>
          Try again
        </Button>
      }
    />
  );
}
