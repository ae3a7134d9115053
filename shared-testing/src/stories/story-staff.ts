import type { MyAccount, StaffAccount, StaffRole } from '@studyhub/shared-api';
import { storyDate } from './story-time.ts';

// The stories' staff, once: the Staff page's accounts and the account signed in to the portal in
// each role are the same fictional people, with UUID ids as the API has them (the audit log's
// account filter takes nothing else).

/** The n-th story account's id. */
export const storyStaffId = (n: number) => `5eaf0000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The signed-in account of the admin stories: the owner, who may do everything. */
export const STORY_OWNER: MyAccount = { id: storyStaffId(1), email: 'owner@studyhub.example.edu', displayName: 'Wren Quillfeather', role: 'owner', slug: 'wren-quillfeather' };

const member = (account: MyAccount, status: StaffAccount['status'], daysAgo: number): StaffAccount => ({
  id: account.id,
  email: account.email,
  displayName: account.displayName,
  role: account.role,
  status,
  createdAt: storyDate(daysAgo),
});

const signedIn = (id: number, displayName: string, role: StaffRole): MyAccount => {
  const slug = displayName.toLowerCase().replaceAll(' ', '-');
  return { id: storyStaffId(id), email: `${slug.replace('-', '.')}@studyhub.example.edu`, displayName, role, slug: role === 'contributor' ? null : slug };
};

/** The account signed in to the portal in each role; the owner is STORY_OWNER. */
export const STORY_SIGNED_IN: Record<StaffRole, MyAccount> = {
  owner: STORY_OWNER,
  editor: signedIn(2, 'Osric Pennywhistle', 'editor'),
  author: signedIn(3, 'Tamsin Brightwater', 'author'),
  contributor: signedIn(4, 'Perrin Mossgate', 'contributor'),
};

/**
 * The Staff page's accounts: the owner, the editor and the author above, and a suspended
 * contributor (who could not be signed in, so is not STORY_SIGNED_IN's).
 */
export const STORY_TEAM = {
  owner: member(STORY_OWNER, 'active', 420),
  editor: member(STORY_SIGNED_IN.editor, 'active', 300),
  author: member(STORY_SIGNED_IN.author, 'active', 180),
  contributor: member(signedIn(5, 'Marigold Thistlewood', 'contributor'), 'suspended', 60),
} as const satisfies Record<StaffRole, StaffAccount>;
