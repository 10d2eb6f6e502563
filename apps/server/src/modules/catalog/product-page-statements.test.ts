import { sql } from '@pantry/db';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../lib/sql.ts';
import { getJson, useTestApp } from '../../test/helper.ts';
import { statementCounter } from '../../test/statements.ts';

/**
 * Issue 23 §6: the product page without the read cache lost a fifth of its rate when label facts and volume tiers
 * joined it, read as two statements planned afresh on every call. It is one prepared statement. Counted on
 * PostgreSQL (TEST_DATABASE_URL); tests run with the read cache off.
 */

// A warm server reads the maintenance switch from its cache (MAINTENANCE_CACHE_MS), so what is counted is the
// request's own reading.
const t = useTestApp({ maintenanceCacheMs: 60_000 });

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('the product page API in statements', () => {
  it('reads a product page, and the gift card page, in one statement each', async () => {
    const count = statementCounter(t.db);
    const [product] = await queryRows<{ url_key: string }>(
      t.db,
      sql`SELECT url_key FROM products WHERE product_type = 'simple' ORDER BY id LIMIT 1`,
    );
    for (const key of [product?.url_key, 'gift-card']) {
      const url = `/api/v1/products/url/${key}`;
      await getJson(t.app, url);
      const [answer, statements] = await count.during(() => getJson<{ url_key: string }>(t.app, url));
      expect(answer.status).toBe(200);
      expect(statements).toBe(1);
    }
  });
});
