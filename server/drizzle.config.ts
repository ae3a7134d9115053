import { defineConfig } from 'drizzle-kit';

// Migrations are generated offline and committed; the server applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
