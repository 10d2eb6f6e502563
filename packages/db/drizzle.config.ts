import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a migration for each schema change; migrations are committed and applied at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/index.ts',
  out: './migrations',
  casing: 'snake_case',
});
