import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, queryRows, sql } from '@pantry/db';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, send, startServer } from '../../test/child-server.ts';

/**
 * Searches are counted in memory and written every few seconds (search-counter.ts); the server writes what is
 * left when it stops. The database must still be open then: it closes after every part of the app has closed.
 */

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('a server stopping with searches not yet counted', () => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'pantry-shutdown-')), 'pglite');
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('writes their counts before it closes the database, and exits cleanly', async () => {
    const server = startServer('', await freePort(), { DATA_DIR: dataDir });
    for (let ready = false; !ready; await sleep(300)) {
      if (server.exit()) throw new Error(`the server ${server.exit()}:\n${server.output()}`);
      ready = (await send(server.base, 'GET', '/api/v1/navigation')).status === 200;
    }
    const found = await send(server.base, 'GET', '/api/v1/search?q=peanut%20butter');
    expect(found.status).toBe(200);

    server.child.kill('SIGTERM');
    await server.exited;
    expect(server.exit()).toBe('exited with code 0, signal null');
    expect(server.output()).not.toContain('search counts not written');

    const database = await openDatabase({ url: dataDir });
    try {
      const rows = await queryRows<{ searches: number }>(
        database.db,
        sql`SELECT searches FROM search_queries WHERE query = 'peanut butter'`,
      );
      expect(rows[0]?.searches).toBe(1);
    } finally {
      await database.close();
    }
  }, 180_000);
});
