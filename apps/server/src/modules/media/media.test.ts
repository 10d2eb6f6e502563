import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper.ts';
import { drawProductImage, shade, wrapText } from './product-image.ts';

const t = useTestApp();

describe('GET /media/products/{id}-{position}.svg', () => {
  it('draws the product image as SVG with the brand on the label, cached for a year', async () => {
    const response = await t.app.inject('/media/products/3-0.svg?width=302&jpg_quality=50');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(response.body).toContain('SUNNY ACRES');
    expect(response.body).toContain('Organic Creamy');
    expect(response.body).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
  });

  it('is deterministic', async () => {
    const first = await t.app.inject('/media/products/3-0.svg');
    const second = await t.app.inject('/media/products/3-0.svg');
    expect(second.body).toBe(first.body);
  });

  it('answers the image url every product carries', async () => {
    const { products } = (await t.app.inject('/api/v1/products?page_size=5')).json<{
      products: { image: string }[];
    }>();
    for (const product of products) expect((await t.app.inject(product.image)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown product, position or file name', async () => {
    for (const url of [
      '/media/products/999999-0.svg',
      '/media/products/3-77.svg',
      '/media/products/3.svg',
      '/media/products/x-0.svg',
    ]) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'not_found' });
    }
  });
});

describe('drawProductImage', () => {
  it('escapes text and refuses colours that are not hex', () => {
    const svg = drawProductImage({
      title: 'Salt & <Vinegar> "Chips"',
      brand: 'A&B',
      brandColor: 'red;"/><script>',
      art: { shape: 'bag', background: 'url(javascript:x)', accent: '#abc' },
    });
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<Vinegar>');
    expect(svg).toContain('&#38;');
    expect(svg).not.toContain('javascript');
  });

  it('draws every package shape', () => {
    for (const shape of ['can', 'box', 'bag', 'jar', 'bottle', 'carton', 'produce', 'card'] as const) {
      const svg = drawProductImage({
        title: 'Oats',
        brand: 'Prairie Mill',
        brandColor: '#335533',
        art: { shape, background: '#f0f0e0', accent: '#aa7733' },
      });
      expect(svg).toContain('PRAIRIE MILL');
    }
  });

  it('wraps titles into at most the lines given, marking a cut with …', () => {
    expect(wrapText('Organic Creamy Peanut Butter', 14, 3)).toEqual(['Organic Creamy', 'Peanut Butter']);
    const cut = wrapText('one two three four five six seven eight', 9, 2);
    expect(cut).toHaveLength(2);
    expect(cut[1]?.endsWith('…')).toBe(true);
  });

  it('shades colours towards white and black', () => {
    expect(shade('#000000', 1)).toBe('#ffffff');
    expect(shade('#ffffff', -1)).toBe('#000000');
    expect(shade('#fff', -0.5)).toBe('#808080');
  });
});
