import { Toaster as HotToaster } from 'react-hot-toast';
import { TOAST_OPTIONS } from './toast-options.ts';

/** Mount once per page (the shell, or a remote running standalone). */
export function Toaster() {
  return <HotToaster position="top-right" toastOptions={TOAST_OPTIONS} />;
}

// Remotes call this same instance through the shared-ui singleton, so the shell's Toaster shows them.
export { toast } from 'react-hot-toast';
