import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { hasWebBuild, usePagesApp, useTestApp } from '../test/helper.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from './errors.ts';

/**
 * Issue 10: a request whose database connection died answers 503 (retry soon), the API in its error shape and a
 * page as the error page. The connection loss is simulated by a service failing as node-postgres does under Drizzle;
 * database-loss.test.ts terminates real PostgreSQL connections.
 */

const t = useTestApp();
const lost = () =>
  new DrizzleQueryError(
    'select 1',
    [],
    Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
  );

/** Makes one catalog service call fail as a lost connection until the test ends. */
function breakCatalog(app: FastifyInstance, method: 'listProducts' | 'getNavigation') {
  const catalog = app.catalog as unknown as Record<string, unknown>;
  const original = catalog[method];
  catalog[method] = () => Promise.reject(lost());
  return () => {
    catalog[method] = original;
  };
}

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

describe('a lost database connection', () => {
  it('answers an API request 503 unavailable with Retry-After, and the next request normally', async () => {
    restore = breakCatalog(t.app, 'listProducts');
    const response = await t.app.inject('/api/v1/products?page_size=2');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json()).toEqual({
      success: false,
      errors: DATABASE_UNAVAILABLE_MESSAGE,
      code: 'unavailable',
    });
    restore();
    restore = undefined;
    expect((await t.app.inject('/api/v1/products?page_size=2')).statusCode).toBe(200);
  });

  it('still answers other failures 500 with the generic text', async () => {
    const catalog = t.app.catalog as unknown as Record<string, unknown>;
    const original = catalog.listProducts;
    catalog.listProducts = () => Promise.reject(new Error('a bug'));
    restore = () => {
      catalog.listProducts = original;
    };
    const response = await t.app.inject('/api/v1/products?page_size=2');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'internal' });
  });
});

describe.skipIf(!hasWebBuild)('a lost database connection under a page (needs the web build)', () => {
  const pages = usePagesApp(t);

  it('answers the page 503 with the error page, not a crash or a 500', async () => {
    restore = breakCatalog(pages.app, 'getNavigation');
    const response = await pages.app.inject('/c/food');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.headers['content-type']).toContain('text/html');
    restore();
    restore = undefined;
    expect((await pages.app.inject('/c/food')).statusCode).toBe(200);
  });
});
