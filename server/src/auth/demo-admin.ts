import type { StaffRole } from '@studyhub/shared-api/contract';

/**
 * The demo administrator of a local `npm start`. Shown on the home page (marked demo only) and
 * never created in production, where ADMIN_EMAIL/ADMIN_PASSWORD are required.
 */
export const DEMO_ADMIN = { email: 'admin@studyhub.example.edu', password: 'studyhub-demo-admin' } as const;

/**
 * One fictional account per role besides the demo owner (issue 36, docs/decisions/0083), so the
 * flows of every role can be tried at once. Seeded in demo mode only, removed at any other start.
 */
export const DEMO_STAFF: readonly { email: string; password: string; role: Exclude<StaffRole, 'owner'> }[] = [
  { email: 'editor@studyhub.example.edu', password: 'studyhub-demo-editor', role: 'editor' },
  { email: 'author@studyhub.example.edu', password: 'studyhub-demo-author', role: 'author' },
  { email: 'contributor@studyhub.example.edu', password: 'studyhub-demo-contributor', role: 'contributor' },
];
