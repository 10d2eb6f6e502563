import { eq, products } from '@pantry/db';
import { describe, expect, it } from 'vitest';
import { buyer, moderate, reviewableLines, submit } from '../modules/reviews/test-support.ts';
import { hasWebBuild, usePagesApp, useTestApp } from '../test/helper.ts';

const t = useTestApp();

describe.skipIf(!hasWebBuild)('the product page’s reviews, server-rendered (needs npm run build)', () => {
  const pages = usePagesApp(t);

  it('carries approved reviews in the HTML, their text escaped as text, and links the count to them', async () => {
    const [line] = await reviewableLines(t, 1);
    const shopper = await buyer(t, line!);
    const text = 'Crunchy <script>alert(1)</script> & <b>sweet</b>.';
    const { review } = (
      await submit(t, shopper, line!.product_id, { rating: 5, title: 'Server side', text })
    ).json();
    await moderate(t, review.id, 'approve');
    const [row] = await t.db
      .select({ urlKey: products.urlKey })
      .from(products)
      .where(eq(products.id, line!.product_id));
    const html = (await pages.app.inject(`/p/${row!.urlKey}`)).body;
    expect(html).toContain('Server side');
    expect(html).toContain('Crunchy &lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;sweet&lt;/b&gt;.');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('href="#reviews"');
    expect(html).toContain('id="reviews"');
  });
});
