import { useNavigate } from '@studyhub/shared-api';
import { useLogoutAllMutation } from '../../common/api/index.ts';
import { Button, toast, useConfirm } from '@studyhub/shared-ui';

export const LOGOUT_ALL_CONFIRM = {
  title: 'Log out of all devices?',
  message: 'Every device where you are logged in to the admin portal, this one included, will need to log in again.',
  confirmLabel: 'Log out everywhere',
  tone: 'danger',
} as const;

/** Someone ending sessions after losing a laptop must not believe it worked when it did not. */
export const LOGOUT_ALL_FAILED = 'Could not log out your other devices. Log in again and retry.';

/**
 * Ends every session of this admin, this one too. It signs other people's devices out, so it asks
 * first, with the same dialog as deleting.
 */
export function LogoutAllButton() {
  const navigate = useNavigate();
  const [logoutAll, { isLoading }] = useLogoutAllMutation();
  const { confirm, dialog } = useConfirm();

  const leaveEverywhere = async () => {
    if (!(await confirm(LOGOUT_ALL_CONFIRM))) return;
    // The token is forgotten here whatever the answer; only a success may claim the other devices are out.
    const result = await logoutAll();
    if ('error' in result) toast.error(LOGOUT_ALL_FAILED, { id: 'logout-all' });
    else toast.success('Logged out of all devices', { id: 'logout-all' });
    void navigate('/');
  };

  return (
    <>
      <Button variant="secondary" onClick={() => void leaveEverywhere()} loading={isLoading}>
        Log out of all devices
      </Button>
      {dialog}
    </>
  );
}
