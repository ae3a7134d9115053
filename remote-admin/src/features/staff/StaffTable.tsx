import { apiErrorMessage, type StaffAccount, type StaffRole } from '@studyhub/shared-api';
import { useChangeStaffRoleMutation, useRemoveStaffMutation, useSetStaffSuspendedMutation } from '../../common/api/index.ts';
import { Button, DataTable, type DataTableColumn, Select, toast, useConfirm } from '@studyhub/shared-ui';
import { useState } from 'react';
import { ROLE_LABELS, ROLE_OPTIONS } from '../../common/role-labels.ts';
import styles from './Staff.module.css';

interface Props {
  staff: StaffAccount[];
  /** The signed-in owner, who is not suspended or removed from here. */
  myId: string | undefined;
}

const failed = (error: unknown, fallback: string) => toast.error(apiErrorMessage(error as { message?: string }, fallback), { id: 'staff-action' });

/** Every account: its role to change, suspend or unsuspend, and remove with its posts handed over. */
export function StaffTable({ staff, myId }: Props) {
  const [changeRole] = useChangeStaffRoleMutation();
  const [setSuspended] = useSetStaffSuspendedMutation();
  const [remove] = useRemoveStaffMutation();
  const { confirm, dialog } = useConfirm();
  /** The account whose removal is being prepared, with the hand-over picked. */
  const [removing, setRemoving] = useState<{ id: string; heir: string }>();

  const role = async (account: StaffAccount, next: string) => {
    const result = await changeRole({ id: account.id, role: next as StaffRole });
    if ('error' in result) failed(result.error, 'Could not change the role');
    else toast.success(result.data, { id: 'staff-action' });
  };

  const suspend = async (account: StaffAccount) => {
    const suspending = account.status === 'active';
    if (suspending && !(await confirm({ title: `Suspend ${account.displayName}?`, message: 'They are signed out everywhere at once and cannot sign in until you unsuspend them.', confirmLabel: 'Suspend', tone: 'danger' }))) return;
    const result = await setSuspended({ id: account.id, suspended: suspending });
    if ('error' in result) failed(result.error, 'Could not change the suspension');
    else toast.success(result.data, { id: 'staff-action' });
  };

  const heirsOf = (id: string) => staff.filter((other) => other.id !== id && other.status === 'active');

  const confirmRemoval = async (account: StaffAccount, heirId: string) => {
    const heir = staff.find((other) => other.id === heirId);
    if (!heir) return;
    const ok = await confirm({
      title: `Remove ${account.displayName}?`,
      message: `Their account is deleted and their posts go to ${heir.displayName}. This cannot be undone.`,
      confirmLabel: 'Remove account',
      tone: 'danger',
    });
    if (!ok) return;
    const result = await remove({ id: account.id, handOverTo: heirId });
    if ('error' in result) return failed(result.error, 'Could not remove the account');
    setRemoving(undefined);
    toast.success(result.data, { id: 'staff-action' });
  };

  const actions = (account: StaffAccount) => {
    if (account.id === myId) return null;
    const heirs = heirsOf(account.id);
    return (
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" aria-label={`${account.status === 'active' ? 'Suspend' : 'Unsuspend'} ${account.displayName}`} onClick={() => void suspend(account)}>
          {account.status === 'active' ? 'Suspend' : 'Unsuspend'}
        </Button>
        {removing?.id === account.id ? (
          <>
            <Select
              label={`Hand the posts of ${account.displayName} to`}
              options={[{ value: '', label: 'Choose…' }, ...heirs.map((heir) => ({ value: heir.id, label: `${heir.displayName} (${ROLE_LABELS[heir.role]})` }))]}
              value={removing.heir}
              onChange={(heir) => setRemoving({ id: account.id, heir })}
            />
            <Button variant="danger" size="sm" disabled={!removing.heir} onClick={() => void confirmRemoval(account, removing.heir)}>
              Remove account
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setRemoving(undefined)}>
              Cancel
            </Button>
          </>
        ) : (
          <Button variant="secondary" size="sm" aria-label={`Remove ${account.displayName}…`} disabled={heirs.length === 0} onClick={() => setRemoving({ id: account.id, heir: '' })}>
            Remove…
          </Button>
        )}
      </div>
    );
  };

  const columns: DataTableColumn<StaffAccount>[] = [
    { key: 'name', header: 'Name', rowHeader: true, cell: (account) => `${account.displayName}${account.id === myId ? ' (you)' : ''}` },
    { key: 'email', header: 'E-mail', cell: (account) => account.email },
    {
      key: 'role',
      header: 'Role',
      cell: (account) => <Select label={`Role of ${account.displayName}`} hideLabel options={ROLE_OPTIONS} value={account.role} onChange={(next) => void role(account, next)} />,
    },
    { key: 'status', header: 'Status', cell: (account) => (account.status === 'active' ? 'Active' : 'Suspended') },
    { key: 'actions', header: 'Actions', cell: actions },
  ];

  return (
    // Not a named region: the table's own scrolling region is named "Accounts" by its caption, and
    // two landmarks of one name, one inside the other, tell a screen reader's user nothing (axe landmark-unique).
    <section className={styles.section}>
      <h3>Accounts</h3>
      <DataTable caption="Accounts" captionHidden columns={columns} rows={staff} rowKey={(account) => account.id} />
      {dialog}
    </section>
  );
}
