/**
 * The demo administrator of a local `npm start`. Shown on the home page (marked demo only) and
 * never created in production, where ADMIN_EMAIL/ADMIN_PASSWORD are required.
 */
export const DEMO_ADMIN = { email: 'admin@studyhub.example.edu', password: 'studyhub-demo-admin' } as const;
