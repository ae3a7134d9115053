import { describe, expect, it } from 'vitest';
import { STAFF_ACTIONS, STAFF_PERMISSIONS, STAFF_ROLES, staffCan, type PostFacts, type StaffRole } from './staff-roles.ts';

const POSTS: Record<string, PostFacts> = {
  ownDraft: { own: true, published: false },
  ownPublished: { own: true, published: true },
  othersDraft: { own: false, published: false },
  othersPublished: { own: false, published: true },
};

/** The words, one line a role, written out so the table cannot drift from them unseen. */
const EXPECTED: Record<StaffRole, Partial<Record<(typeof STAFF_ACTIONS)[number], string[]>>> = {
  owner: { 'post.edit': Object.keys(POSTS), 'post.publish': Object.keys(POSTS), 'post.delete': Object.keys(POSTS), 'post.submit': [] },
  editor: { 'post.edit': Object.keys(POSTS), 'post.publish': Object.keys(POSTS), 'post.delete': Object.keys(POSTS), 'post.submit': [] },
  author: { 'post.edit': ['ownDraft', 'ownPublished'], 'post.publish': ['ownDraft', 'ownPublished'], 'post.delete': ['ownDraft', 'ownPublished'], 'post.submit': [] },
  contributor: { 'post.edit': ['ownDraft'], 'post.publish': [], 'post.delete': ['ownDraft'], 'post.submit': ['ownDraft'] },
};

describe('the staff role table', () => {
  it('names every role for every action', () => {
    for (const action of STAFF_ACTIONS) expect(Object.keys(STAFF_PERMISSIONS[action]).sort()).toEqual([...STAFF_ROLES].sort());
  });

  it.each(STAFF_ROLES)('lets %s reach exactly the posts its role describes', (role) => {
    for (const [action, allowed] of Object.entries(EXPECTED[role])) {
      const reached = Object.entries(POSTS)
        .filter(([, post]) => staffCan(role, action as (typeof STAFF_ACTIONS)[number], post))
        .map(([name]) => name);
      expect(reached, `${role} ${action}`).toEqual(allowed);
    }
  });

  it('never lets a contributor publish, and keeps staff, review and audit from authors and contributors', () => {
    for (const post of Object.values(POSTS)) expect(staffCan('contributor', 'post.publish', post)).toBe(false);
    for (const role of ['author', 'contributor'] as const) {
      for (const action of ['post.review', 'comment.moderate', 'staff.manage', 'audit.read'] as const) expect(staffCan(role, action)).toBe(false);
    }
    expect(STAFF_ROLES.filter((role) => staffCan(role, 'staff.manage'))).toEqual(['owner']);
  });

  it('refuses a post action judged without its post unless the reach is any', () => {
    expect(staffCan('author', 'post.edit')).toBe(false);
    expect(staffCan('editor', 'post.edit')).toBe(true);
  });
});
