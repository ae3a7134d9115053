/**
 * Staff roles (docs/decisions/0083): the one table of who may do what. The server enforces it on
 * every admin route and the admin portal reads it to leave out what a role cannot use. Free of
 * TypeBox, so clients import it without the schema builder.
 */
export const STAFF_ROLES = ['owner', 'editor', 'author', 'contributor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** How a role may reach a thing: any one, its own, its own while unpublished, or none. */
export type Reach = 'any' | 'own' | 'ownDraft' | 'none';

/** A post as the rules see it: whose it is, and whether readers see it. */
export interface PostFacts {
  own: boolean;
  published: boolean;
}

/**
 * Every action an admin route performs, by role. Post actions are judged against the post
 * (`PostFacts`); the rest are `any` or `none`. A contributor never publishes: it submits for review.
 */
export const STAFF_PERMISSIONS = {
  /** Write a new post (it starts unpublished for a contributor). */
  'post.create': { owner: 'any', editor: 'any', author: 'any', contributor: 'any' },
  /** Open, edit, autosave, history, restore, draft links. */
  'post.edit': { owner: 'any', editor: 'any', author: 'own', contributor: 'ownDraft' },
  /** Publish, unpublish, schedule and cancel a schedule. */
  'post.publish': { owner: 'any', editor: 'any', author: 'own', contributor: 'none' },
  'post.delete': { owner: 'any', editor: 'any', author: 'own', contributor: 'ownDraft' },
  /** "Submit for review": a contributor hands its draft to the editors. */
  'post.submit': { owner: 'none', editor: 'none', author: 'none', contributor: 'ownDraft' },
  /** The review queue: publish a submitted draft or "Return to author" with a note. */
  'post.review': { owner: 'any', editor: 'any', author: 'none', contributor: 'none' },
  'comment.moderate': { owner: 'any', editor: 'any', author: 'none', contributor: 'none' },
  /** Invite, resend and revoke invites, change roles, suspend and remove accounts. */
  'staff.manage': { owner: 'any', editor: 'none', author: 'none', contributor: 'none' },
  'audit.read': { owner: 'any', editor: 'any', author: 'none', contributor: 'none' },
  /** Make, list and download backups (issue 37): they hold every account and post. */
  'site.backup': { owner: 'any', editor: 'none', author: 'none', contributor: 'none' },
  /** See, activate, roll back, canary and promote the apps' releases (issue 38). */
  'site.releases': { owner: 'any', editor: 'none', author: 'none', contributor: 'none' },
} as const satisfies Record<string, Record<StaffRole, Reach>>;

export type StaffAction = keyof typeof STAFF_PERMISSIONS;
export const STAFF_ACTIONS = Object.keys(STAFF_PERMISSIONS) as StaffAction[];

/** Whether `role` may do `action`, to `post` when the action is about one. */
export function staffCan(role: StaffRole, action: StaffAction, post?: PostFacts): boolean {
  const reach: Reach = STAFF_PERMISSIONS[action][role];
  switch (reach) {
    case 'any':
      return true;
    case 'none':
      return false;
    case 'own':
      return post?.own === true;
    case 'ownDraft':
      return post?.own === true && !post.published;
  }
}

/** The words the API answers when the table says no (403), and the portal shows as they are. */
export const STAFF_MESSAGES = {
  forbidden: 'Your role cannot do this.',
  lastOwner: 'The only owner cannot be removed or demoted.',
} as const;
