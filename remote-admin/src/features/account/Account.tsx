import { apiErrorMessage } from '@studyhub/shared-api';
import { MAX_DISPLAY_NAME_LENGTH } from '@studyhub/shared-api/admin';
import { useChangeMyPasswordMutation, useMyAccountQuery, useRenameMyAccountMutation } from '../../common/api/index.ts';
import { Button, Card, Spinner, toast } from '@studyhub/shared-ui';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { AdminPage } from '../../common/AdminPage.tsx';
import formStyles from '../../common/form.module.css';
import { LoadFailed } from '../../common/LoadFailed.tsx';
import { ROLE_LABELS } from '../../common/role-labels.ts';
import { TextField } from '../../common/TextField.tsx';
import { validateNewPassword } from '../../common/password-rules.ts';
import styles from './Account.module.css';

/** Every account's own page (issue 36): its display name, its password (other sessions end), logging out everywhere. */
interface Props {
  /** "Log out of all devices", composed in by the app (a feature does not import another). */
  sessionControls?: ReactNode;
}

export default function Account({ sessionControls }: Props) {
  const account = useMyAccountQuery();
  if (account.isLoading) return <AdminPage title="Account"><Spinner /></AdminPage>;
  if (!account.data) return <AdminPage title="Account"><LoadFailed title="Could not load your account" hint="Check your connection and try again." onRetry={() => void account.refetch()} retrying={account.isFetching} /></AdminPage>;
  return (
    <AdminPage title="Account">
      <p className={styles.who}>
        Signed in as <strong>{account.data.email}</strong> ({ROLE_LABELS[account.data.role]}).
      </p>
      {/* Keyed by the saved name, so the field starts from it again whenever it changes. */}
      <NameForm key={account.data.displayName} current={account.data.displayName} />
      <PasswordForm />
      <Card as="section" aria-labelledby="sessions-title" className={styles.card}>
        <h3 id="sessions-title">Sessions</h3>
        <p>Lost a device? End every session of this account, this one included.</p>
        <div>{sessionControls}</div>
      </Card>
    </AdminPage>
  );
}

function NameForm({ current }: { current: string }) {
  const [name, setName] = useState(current);
  const [error, setError] = useState<string>();
  const [rename, { isLoading }] = useRenameMyAccountMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError('Enter the name readers will see on your posts.');
    setError(undefined);
    try {
      await rename(name.trim()).unwrap();
      toast.success('Display name saved.', { id: 'account-name' });
    } catch (failure) {
      toast.error(apiErrorMessage(failure as { message?: string }, 'Could not save your name'), { id: 'account-name' });
    }
  };

  return (
    <Card as="section" aria-labelledby="name-title" className={styles.card}>
      <h3 id="name-title">Display name</h3>
      <form className={formStyles.form} onSubmit={submit} noValidate aria-labelledby="name-title">
        <TextField label="Display name" autoComplete="name" maxLength={MAX_DISPLAY_NAME_LENGTH} value={name} onChange={setName} error={error} required />
        <div className={formStyles.actions}>
          <Button type="submit" loading={isLoading}>
            Save name
          </Button>
        </div>
      </form>
    </Card>
  );
}

function PasswordForm() {
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ current?: string; password?: string; confirm?: string }>({});
  const [change, { isLoading }] = useChangeMyPasswordMutation();
  const currentRef = useRef<HTMLInputElement>(null);
  const newRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { current: currentPassword ? undefined : 'Enter your current password.', ...validateNewPassword(newPassword, confirm) };
    setErrors(found);
    if (found.current) return currentRef.current?.focus();
    if (found.password) return newRef.current?.focus();
    if (found.confirm) return confirmRef.current?.focus();
    try {
      const message = await change({ currentPassword, newPassword }).unwrap();
      toast.success(message, { id: 'account-password' });
      setCurrent('');
      setNew('');
      setConfirm('');
    } catch (failure) {
      toast.error(apiErrorMessage(failure as { message?: string }, 'Could not change your password'), { id: 'account-password' });
    }
  };

  return (
    <Card as="section" aria-labelledby="password-title" className={styles.card}>
      <h3 id="password-title">Password</h3>
      <p>Changing it ends your other sessions; this one stays signed in.</p>
      <form className={formStyles.form} onSubmit={submit} noValidate aria-labelledby="password-title">
        <TextField ref={currentRef} label="Current password" type="password" autoComplete="current-password" value={currentPassword} onChange={setCurrent} error={errors.current} required />
        <TextField ref={newRef} label="New password" type="password" autoComplete="new-password" value={newPassword} onChange={setNew} error={errors.password} required />
        <TextField ref={confirmRef} label="Confirm new password" type="password" autoComplete="new-password" value={confirm} onChange={setConfirm} error={errors.confirm} required />
        <div className={formStyles.actions}>
          <Button type="submit" loading={isLoading}>
            Change password
          </Button>
        </div>
      </form>
    </Card>
  );
}
