import { type StaffRole } from '@studyhub/shared-api';
import { STAFF_ROLES } from '@studyhub/shared-api/admin';

/** How a staff role reads on screen: the Staff page, an invite, the Account page. */
export const ROLE_LABELS: Record<StaffRole, string> = { owner: 'Owner', editor: 'Editor', author: 'Author', contributor: 'Contributor' };
export const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
