import { apiErrorMessage, useNavigate, useParams } from '@studyhub/shared-api';
import { MAX_DISPLAY_NAME_LENGTH, MIN_STAFF_PASSWORD_LENGTH, STAFF_ACCOUNT_MESSAGES } from '@studyhub/shared-api/admin';
import { useAcceptInviteMutation, useGetInviteQuery } from '../../common/api/index.ts';
import { Button, Card, Spinner, toast, useDocumentTitle } from '@studyhub/shared-ui';
import { useRef, useState, type FormEvent } from 'react';
import formStyles from '../../common/form.module.css';
import { ROLE_LABELS } from '../../common/role-labels.ts';
import { TextField } from '../../common/TextField.tsx';
import styles from './AcceptInvite.module.css';
import { validateNewPassword } from '../../common/password-rules.ts';

interface Errors {
  displayName?: string;
  password?: string;
  confirm?: string;
}

/**
 * The page an invite link opens (/admin/invite/:token, signed out): whom it is for, then a display
 * name and a password; accepting signs the new account in and opens the portal. A dead link shows
 * the API's one message and no form.
 */
export function AcceptInvite() {
  useDocumentTitle('Join the staff');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const invite = useGetInviteQuery(token);
  const [accept, { isLoading }] = useAcceptInviteMutation();
  const [displayName, setDisplayName] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [dead, setDead] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      displayName: displayName.trim() ? undefined : 'Enter the name readers will see on your posts.',
      ...validateNewPassword(password, confirm),
    };
    setErrors(found);
    if (found.displayName) return nameRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    if (found.confirm) return confirmRef.current?.focus();
    try {
      await accept({ token, displayName: displayName.trim(), password }).unwrap();
      toast.success('Welcome to the staff: you are signed in.', { id: 'invite-accepted' });
      void navigate('/admin', { replace: true });
    } catch (error) {
      const message = apiErrorMessage(error as { message?: string }, 'Could not accept the invite');
      if (message === STAFF_ACCOUNT_MESSAGES.inviteDead) setDead(true);
      else toast.error(message, { id: 'invite-accept-error' });
    }
  };

  let body;
  if (invite.isLoading) body = <Spinner label="Checking your invite" />;
  else if (dead || invite.isError)
    body = (
      <p role="alert" className={styles.intro}>
        {STAFF_ACCOUNT_MESSAGES.inviteDead}
      </p>
    );
  else
    body = (
      <>
        <p className={styles.intro}>
          You are invited as <strong>{invite.data && ROLE_LABELS[invite.data.role]}</strong> with <strong>{invite.data?.email}</strong>. Choose the name readers will see and a password of at least {MIN_STAFF_PASSWORD_LENGTH}{' '}
          characters.
        </p>
        <form className={formStyles.form} onSubmit={submit} noValidate aria-labelledby="accept-invite-title">
          <TextField ref={nameRef} label="Display name" autoComplete="name" maxLength={MAX_DISPLAY_NAME_LENGTH} value={displayName} onChange={setDisplayName} error={errors.displayName} required />
          <TextField ref={passwordRef} label="Password" type="password" autoComplete="new-password" value={password} onChange={setPassword} error={errors.password} required />
          <TextField ref={confirmRef} label="Confirm password" type="password" autoComplete="new-password" value={confirm} onChange={setConfirm} error={errors.confirm} required />
          <Button type="submit" loading={isLoading} fullWidth>
            Join the staff
          </Button>
        </form>
      </>
    );

  return (
    <div className={styles.page}>
      <Card as="section" aria-labelledby="accept-invite-title">
        <h1 id="accept-invite-title">Join the staff</h1>
        {body}
      </Card>
    </div>
  );
}
