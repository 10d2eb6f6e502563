import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Database, type OpenedDatabase, openDatabase } from './open-database.ts';

/**
 * A migrated and prepared (seeded) database made once per test run, which each test file copies instead of
 * migrating and seeding its own: a PGlite data folder archive on disk, or a PostgreSQL database used as a
 * `CREATE DATABASE … TEMPLATE`. Plain data, so Vitest can hand it from its global setup to the test files.
 */
export type TestTemplate = { kind: 'pglite'; archive: string } | { kind: 'postgres'; database: string };

/**
 * A fresh, migrated database for one test file. With TEST_DATABASE_URL set, a new PostgreSQL database
 * `pantry_test_<random>` is created on that server and dropped on close; otherwise PGlite in memory. Given a
 * template, the database starts as a copy of it (already migrated and seeded).
 */
export async function openTestDatabase(template?: TestTemplate): Promise<OpenedDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    if (template?.kind === 'pglite') {
      const archive = new Blob([await readFile(template.archive)]);
      return openDatabase({ url: 'memory://', dataDirArchive: archive });
    }
    const opened = await openDatabase({ url: 'memory://' });
    await opened.migrate();
    return opened;
  }
  const name = uniqueName('pantry_test');
  const copyOf = template?.kind === 'postgres' ? ` TEMPLATE ${template.database}` : '';
  await adminQuery(serverUrl, `CREATE DATABASE ${name}${copyOf}`);
  const opened = await openDatabase({ url: databaseUrl(serverUrl, name), poolSize: 4 });
  try {
    if (!copyOf) await opened.migrate();
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

/**
 * Makes the run's template: a migrated database that `prepare` fills. `drop` removes it when the run ends.
 * PostgreSQL copies a database only while nobody is connected to it, so the template is closed before use.
 */
export async function createTestTemplate(
  prepare: (db: Database) => Promise<void>,
): Promise<{ template: TestTemplate; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const opened = await openDatabase({ url: 'memory://' });
    await opened.migrate();
    await prepare(opened.db);
    const dump = await opened.dumpDataDir?.();
    await opened.close();
    if (!dump) throw new Error('this database cannot dump its data folder');
    const archive = join(tmpdir(), `${uniqueName('pantry-test-template')}.tar`);
    await writeFile(archive, Buffer.from(await dump.arrayBuffer()));
    return { template: { kind: 'pglite', archive }, drop: () => rm(archive, { force: true }) };
  }
  const database = uniqueName('pantry_template');
  await adminQuery(serverUrl, `CREATE DATABASE ${database}`);
  const drop = () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  try {
    const opened = await openDatabase({ url: databaseUrl(serverUrl, database), poolSize: 2 });
    try {
      await opened.migrate();
      await prepare(opened.db);
    } finally {
      await opened.close();
    }
  } catch (error) {
    await drop();
    throw error;
  }
  return { template: { kind: 'postgres', database }, drop };
}

function uniqueName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
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
