import { apiErrorMessage } from '@studyhub/shared-api';
import { useGetStaffQuery, useMyAccountQuery } from '../../common/api/index.ts';
import { Spinner } from '@studyhub/shared-ui';
import { AdminPage } from '../../common/AdminPage.tsx';
import { LoadFailed } from '../../common/LoadFailed.tsx';
import { InviteForm } from './InviteForm.tsx';
import { InviteTable } from './InviteTable.tsx';
import { StaffTable } from './StaffTable.tsx';

/** The owner's Staff page (issue 36): every account with its role and status, and the invites. */
export default function Staff() {
  const staff = useGetStaffQuery();
  const me = useMyAccountQuery();
  if (staff.isLoading) {
    return (
      <AdminPage title="Staff">
        <Spinner />
      </AdminPage>
    );
  }
  if (!staff.data) {
    return (
      <AdminPage title="Staff">
        <LoadFailed title="Could not load the staff" hint={apiErrorMessage(staff.error as { message?: string }, 'Check your connection and try again.')} onRetry={() => void staff.refetch()} retrying={staff.isFetching} />
      </AdminPage>
    );
  }
  return (
    <AdminPage title="Staff">
      <StaffTable staff={staff.data.staff} myId={me.data?.id} />
      <InviteForm />
      <InviteTable invites={staff.data.invites} />
    </AdminPage>
  );
}
