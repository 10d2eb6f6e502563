import { products, sql } from '@pantry/db';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../lib/sql.ts';
import { useTestApp } from '../../test/helper.ts';
import { drawProductImage } from './product-image.ts';
import { subjectKind } from './subject-kind.ts';

const t = useTestApp();

describe('subjectKind (issue 12: draw by kind)', () => {
  it('draws produce as the fruit or vegetable itself', () => {
    expect(subjectKind('Organic Honeycrisp Apples, 3 lb', 'produce')).toMatchObject({
      kind: 'produce',
      form: 'round',
    });
    expect(subjectKind('Bananas, 2 lb', 'produce')).toMatchObject({ kind: 'produce', form: 'banana' });
    expect(subjectKind('Baby Spinach, 5 oz', 'produce')).toMatchObject({ kind: 'produce', form: 'leafy' });
    expect(subjectKind('Carrots, 2 lb', 'produce')).toMatchObject({ kind: 'produce', form: 'root' });
  });

  it('draws meat and fish as a cut on a tray, but leaves breaded seafood in its box', () => {
    expect(subjectKind('Grass-Fed Ribeye Steaks, 16 oz', 'frozen-meat-seafood')).toMatchObject({
      kind: 'cut',
      form: 'steak',
    });
    expect(subjectKind('Wild Alaskan Salmon Fillet, 8 oz', 'meat-seafood')).toMatchObject({
      kind: 'cut',
      form: 'fillet',
    });
    expect(subjectKind('Chicken Breasts, 2 lb', 'meat-seafood')).toMatchObject({
      kind: 'cut',
      form: 'poultry',
    });
    expect(subjectKind('Breaded Fish Sticks, 12 oz', 'frozen-meat-seafood')).toEqual({ kind: 'package' });
  });

  it('draws wine as a wine bottle of its colour, and dry goods as their package', () => {
    expect(subjectKind('Pinot Noir, 750 ml', 'red-wine')).toEqual({ kind: 'wine', wine: 'red' });
    expect(subjectKind('Rosé, 750 ml', 'white-wine')).toEqual({ kind: 'wine', wine: 'rose' });
    expect(subjectKind('Prosecco, 750 ml', 'white-wine')).toEqual({ kind: 'wine', wine: 'sparkling' });
    expect(subjectKind('Organic Spaghetti, 16 oz', 'pasta-grains')).toEqual({ kind: 'package' });
  });

  it('gives every produce, meat and wine product of the demo catalog its own drawing, not its package', async () => {
    const rows = await queryRows<{ title: string; category: string }>(
      t.db,
      sql`SELECT p.title, c.url_key AS category FROM ${products} p JOIN categories c ON c.id = p.category_id
           WHERE c.url_key IN ('produce', 'meat-seafood', 'red-wine', 'white-wine')`,
    );
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) expect(subjectKind(row.title, row.category).kind, row.title).not.toBe('package');
  });

  it('answers a drawn apple, not a box, for a produce product', async () => {
    const [apple] = await queryRows<{ id: number }>(
      t.db,
      sql`SELECT p.id FROM ${products} p JOIN categories c ON c.id = p.category_id
           WHERE c.url_key = 'produce' AND p.title ~ 'Apples' ORDER BY p.id LIMIT 1`,
    );
    if (!apple) return expect.unreachable('the demo catalog has apples');
    const served = (await t.app.inject(`/media/products/${apple.id}-0.svg`)).body;
    const asBox = drawProductImage({
      title: 'x',
      brand: 'x',
      brandColor: '#000000',
      art: { shape: 'box', background: '#ffffff', accent: '#000000' },
    });
    expect(served).toContain('<circle cx="200" cy="185" r="105"');
    expect(asBox).not.toContain('<circle cx="200" cy="185" r="105"');
  });
});
