import { describe, expect, it } from 'vitest';
import { StaffRoleSchema } from './staff.ts';
import { STAFF_ROLES } from './staff-roles.ts';

describe('the staff schemas', () => {
  it('admit exactly the roles of the rule table', () => {
    expect(StaffRoleSchema.anyOf.map((literal) => literal.const)).toEqual([...STAFF_ROLES]);
  });
});
