import { apiErrorMessage, type CreatedInvite, type StaffRole } from '@studyhub/shared-api';
import { useInviteStaffMutation } from '../../common/api/index.ts';
import { Button, Select, toast } from '@studyhub/shared-ui';
import { useRef, useState, type FormEvent } from 'react';
import formStyles from '../../common/form.module.css';
import { TextField } from '../../common/TextField.tsx';
import { CopyLinkButton } from './CopyLinkButton.tsx';
import { ROLE_OPTIONS } from '../../common/role-labels.ts';
import styles from './Staff.module.css';

/** Inviting by e-mail with a role; the new link is shown to copy (and was e-mailed when the server can). */
export function InviteForm() {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('author');
  const [error, setError] = useState<string>();
  const [made, setMade] = useState<CreatedInvite>();
  const [invite, { isLoading }] = useInviteStaffMutation();
  const emailRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+$/.test(email.trim())) {
      setError('Enter the e-mail address to invite.');
      return emailRef.current?.focus();
    }
    setError(undefined);
    try {
      const created = await invite({ email: email.trim(), role }).unwrap();
      setMade(created);
      setEmail('');
      toast.success(created.emailed ? `Invite e-mailed to ${created.email}.` : 'Invite created: copy its link.', { id: 'staff-invite' });
    } catch (failure) {
      toast.error(apiErrorMessage(failure as { message?: string }, 'Could not create the invite'), { id: 'staff-invite' });
    }
  };

  return (
    <section aria-labelledby="invite-title" className={styles.section}>
      <h3 id="invite-title">Invite</h3>
      <form className={`${formStyles.form} ${styles.inviteForm}`} onSubmit={submit} noValidate aria-labelledby="invite-title">
        <TextField ref={emailRef} label="E-mail" type="email" inputMode="email" autoComplete="off" value={email} onChange={setEmail} error={error} required />
        <Select label="Role" stacked options={ROLE_OPTIONS} value={role} onChange={(next) => setRole(next as StaffRole)} />
        <div className={formStyles.actions}>
          <Button type="submit" loading={isLoading}>
            Send invite
          </Button>
        </div>
      </form>
      {made && <NewLink invite={made} />}
    </section>
  );
}

/** The link just made: the only time the portal holds it. */
export function NewLink({ invite }: { invite: CreatedInvite }) {
  return (
    <div className={styles.newLink} role="status">
      <p>
        Invite link for {invite.email} (works once, for 7 days{invite.emailed ? '; also e-mailed' : ''}):
      </p>
      <input className={formStyles.input} readOnly value={invite.url} aria-label={`Invite link for ${invite.email}`} onFocus={(event) => event.currentTarget.select()} />
      <CopyLinkButton url={invite.url} />
    </div>
  );
}
