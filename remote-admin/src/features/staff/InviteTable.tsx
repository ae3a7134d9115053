import { apiErrorMessage, type CreatedInvite, type StaffInvite } from '@studyhub/shared-api';
import { useResendInviteMutation, useRevokeInviteMutation } from '../../common/api/index.ts';
import { Button, DataTable, type DataTableColumn, toast, useConfirm } from '@studyhub/shared-ui';
import { useState } from 'react';
import { NewLink } from './InviteForm.tsx';
import { ROLE_LABELS } from '../../common/role-labels.ts';
import styles from './Staff.module.css';

const STATE_LABELS: Record<StaffInvite['state'], string> = { pending: 'Waiting', accepted: 'Accepted', revoked: 'Revoked', expired: 'Expired' };
const dateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** Invites not yet accepted: resend (a new link, the old one dies) or revoke. Links are not listed: only their hash is kept. */
export function InviteTable({ invites }: { invites: StaffInvite[] }) {
  const [resend] = useResendInviteMutation();
  const [revoke] = useRevokeInviteMutation();
  const { confirm, dialog } = useConfirm();
  const [resent, setResent] = useState<CreatedInvite>();

  const again = async (invite: StaffInvite) => {
    const result = await resend(invite.id);
    if ('error' in result) return toast.error(apiErrorMessage(result.error as { message?: string }, 'Could not resend the invite'), { id: 'invite-action' });
    setResent(result.data);
    toast.success(result.data.emailed ? `Invite e-mailed again to ${invite.email}.` : 'New invite link created: copy it.', { id: 'invite-action' });
  };

  const end = async (invite: StaffInvite) => {
    if (!(await confirm({ title: `Revoke the invite to ${invite.email}?`, message: 'Its link stops working at once.', confirmLabel: 'Revoke', tone: 'danger' }))) return;
    const result = await revoke(invite.id);
    if ('error' in result) toast.error(apiErrorMessage(result.error as { message?: string }, 'Could not revoke the invite'), { id: 'invite-action' });
    else toast.success(result.data, { id: 'invite-action' });
  };

  const columns: DataTableColumn<StaffInvite>[] = [
    { key: 'email', header: 'E-mail', rowHeader: true, cell: (invite) => invite.email },
    { key: 'role', header: 'Role', cell: (invite) => ROLE_LABELS[invite.role] },
    { key: 'state', header: 'Status', cell: (invite) => STATE_LABELS[invite.state] },
    { key: 'expires', header: 'Expires', cell: (invite) => dateOf(invite.expiresAt) },
    {
      key: 'actions',
      header: 'Actions',
      cell: (invite) => (
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" aria-label={`Resend to ${invite.email}`} onClick={() => void again(invite)}>
            Resend
          </Button>
          {invite.state === 'pending' && (
            <Button variant="danger" size="sm" aria-label={`Revoke invite to ${invite.email}`} onClick={() => void end(invite)}>
              Revoke
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    // Not a named region: the table's own scrolling region is named "Invites" by its caption (axe landmark-unique).
    <section className={styles.section}>
      <h3>Invites</h3>
      {resent && <NewLink invite={resent} />}
      {invites.length === 0 ? <p>No open invites.</p> : <DataTable caption="Invites" captionHidden columns={columns} rows={invites} rowKey={(invite) => invite.id} />}
      {dialog}
    </section>
  );
}
