import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type OpenedDatabase, openDatabase } from './open-database.ts';

/**
 * A fresh, migrated database for one test file. With TEST_DATABASE_URL set, a new PostgreSQL database
 * `pantry_test_<random>` is created on that server and dropped on close; otherwise PGlite in memory.
 */
export async function openTestDatabase(): Promise<OpenedDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const opened = await openDatabase({ url: 'memory://' });
    await opened.migrate();
    return opened;
  }
  const name = `pantry_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const opened = await openDatabase({ url: url.toString(), poolSize: 4 });
  try {
    await opened.migrate();
  } catch (error) {
    await opened.close();
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    throw error;
  }
  return {
    ...opened,
    close: async () => {
      await opened.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Runs one statement on the server's maintenance connection (creating and dropping test databases). */
export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
