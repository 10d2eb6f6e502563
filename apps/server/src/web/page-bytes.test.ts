import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { hydrationPayload, pageScripts } from '../../../../bench/src/html-bytes.ts';
import { hasWebBuild, usePagesApp, useTestApp } from '../test/helper.ts';

/**
 * Issue 12, ship fewer bytes: what a catalog page's HTML sends and asks for, measured on the built web app (these
 * tests run after `npm run build` in `npm test`), with the bench's own parsing (bench/src/html-bytes.ts) so both
 * count the same. The JavaScript budget is a browser's count, not the HTML's: e2e/tests/page-javascript.spec.ts.
 */

const t = useTestApp();

const HIGH_PRIORITY = /fetchpriority="high"/i;

describe.skipIf(!hasWebBuild)('catalog page bytes (needs npm run build)', () => {
  const pages = usePagesApp(t);

  async function html(path: string): Promise<string> {
    const response = await pages.app.inject(path);
    expect(response.statusCode).toBe(200);
    return response.body;
  }

  async function firstFoodProductPath(): Promise<string> {
    const { products } = (await pages.app.inject('/api/v1/products?filter[category]=food&page_size=1')).json<{
      products: { url_key: string }[];
    }>();
    return `/p/${products[0]?.url_key}`;
  }

  it('preloads nothing account-, checkout-, cart-panel- or modal-related on a catalog page', async () => {
    for (const path of ['/', '/c/food', await firstFoodProductPath()]) {
      const scripts = pageScripts(await html(path));
      expect(scripts.length, path).toBeGreaterThan(0);
      const onDemand = scripts.filter((src) =>
        /account|checkout|membership|modal|cart-contents|shell-behaviours|exit-intent|reactivat/.test(src),
      );
      expect(onDemand, path).toEqual([]);
    }
  });

  it('sends /c/food (24 products with facets) as HTML and a hydration payload each under 40 KB gzip', async () => {
    const page = await html('/c/food');
    expect(page.match(/<article class="card/g)).toHaveLength(24);
    const payload = hydrationPayload(page);
    expect(payload).toContain('"facets"');
    expect(gzipSync(page, { level: 9 }).length).toBeLessThan(40 * 1024);
    expect(gzipSync(payload, { level: 9 }).length).toBeLessThan(40 * 1024);
  });

  it('gives cards only what they read: no descriptions, SKUs or autoship data in the listing payload', async () => {
    const payload = hydrationPayload(await html('/c/food'));
    for (const field of [
      'short_description',
      'sku',
      'autoship_price',
      'ic_spotlight_data',
      'bundle_options',
    ]) {
      expect(payload, field).not.toContain(`"${field}"`);
    }
    expect(payload).toContain('"unit"');
  });

  it('fetches the largest paint first: the first listing image with fetchpriority=high, images below the fold lazily', async () => {
    const images = [...(await html('/c/food')).matchAll(/<article class="card[\s\S]*?<img([^>]*)>/g)].map(
      (match) => match[1] ?? '',
    );
    expect(images).toHaveLength(24);
    // React writes the attribute as fetchPriority; HTML attribute names are case-insensitive.
    expect(images[0]).toMatch(HIGH_PRIORITY);
    expect(images[0]).not.toContain('loading="lazy"');
    expect(images.filter((img) => HIGH_PRIORITY.test(img))).toHaveLength(1);
    for (const img of images.slice(4)) expect(img).toContain('loading="lazy"');
  });

  it("fetches the product page's photo first", async () => {
    const page = await html(await firstFoodProductPath());
    const photo = page.match(/<div class="gallery-main"><img([^>]*)>/)?.[1] ?? '';
    expect(photo).toMatch(HIGH_PRIORITY);
    expect(photo).not.toContain('loading="lazy"');
  });
});
