import { defineConfig } from 'drizzle-kit';

// Generate only (docs/spec/stack-notes.md G13): migrations are applied by the runtime migrator at start-up,
// for PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
  casing: 'snake_case',
});
