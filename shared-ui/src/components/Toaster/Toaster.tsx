import { Toaster as HotToaster } from 'react-hot-toast';
import { PERSISTENT_TOAST_OPTIONS, TOAST_OPTIONS } from './toast-options.ts';

/**
 * Mount once per page (the shell, or a remote running standalone). `persistent` keeps every notice
 * until it is removed: the apps' stories use it, so a story's notice is there when it is reviewed.
 */
export function Toaster({ persistent = false }: { persistent?: boolean }) {
  return <HotToaster position="top-right" toastOptions={persistent ? PERSISTENT_TOAST_OPTIONS : TOAST_OPTIONS} />;
}

// Remotes call this same instance through the shared-ui singleton, so the shell's Toaster shows them.
export { toast } from 'react-hot-toast';
