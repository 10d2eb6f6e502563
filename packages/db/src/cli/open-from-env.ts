import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type OpenedDatabase, openDatabase } from '../open-database.ts';

/** The repository root, from this file's place in it (packages/db/src/cli), whatever the working directory. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Where the CLI connects: DATABASE_URL, else PGlite in DATA_DIR (default data/pglite), like the server. */
export function databaseLocation(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATABASE_URL || resolve(env.DATA_DIR ?? resolve(repoRoot, 'data/pglite'));
}

/** Opens and migrates the configured database. */
export async function openFromEnv(): Promise<OpenedDatabase & { location: string }> {
  const location = databaseLocation();
  const opened = await openDatabase({ url: location });
  await opened.migrate();
  return { ...opened, location: redact(location) };
}

/** Hides a password in a connection URL before printing it. */
function redact(location: string): string {
  return location.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');
}
