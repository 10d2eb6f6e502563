import { type ProductList, productListSchema } from '@pantry/domain';
import { describe, expect, it } from 'vitest';
import { getJson, useTestApp } from '../../test/helper.ts';

/**
 * Issue 12 §3, issue 23 §8: search forgives ordinary typing. Each misspelling is of words really in the test catalog
 * (the first 300 demo products), with the product it must find: in the first page (24) for a typo, in the
 * first 5 for a brand word plus a product word. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

const t = useTestApp();

async function search(q: string): Promise<ProductList> {
  const { status, body } = await getJson<ProductList>(t.app, `/api/v1/search?q=${encodeURIComponent(q)}`);
  expect(status, q).toBe(200);
  return productListSchema.parse(body);
}

/** [kind of typo, what the shopper typed, the title it must find] */
const typos: [string, string, string][] = [
  ['swap', 'graepfruit', 'Sparkling Grapefruit Water, 12 fl oz'],
  ['swap', 'pistahcio', 'Organic Sea Salt Pistachios, 16 oz'],
  ['swap', 'chcikpea penne', 'Chickpea Penne, 8 oz'],
  ['swap', 'almnod milk', 'Organic Lactose-Free Almond Milk, 16 fl oz'],
  ['swap', 'alaskan salmno', 'Wild Alaskan Salmon Fillet, 8 oz'],
  ['swap', 'kombcuha', 'Original Kombucha, 16 fl oz'],
  ['swap', 'greek yougrt', 'Organic Plain Greek Yogurt, 32 oz'],
  ['swap', 'rosemary tortlila', 'Rosemary Tortilla Chips, 7 oz'],
  ['swap', 'apple cinanmon oats', 'Organic Apple Cinnamon Rolled Oats, 32 oz'],
  ['swap', 'pecna granola', 'Organic Maple Pecan Granola, 12 oz'],
  ['swap', 'muhsroom bao', 'Gluten-Free Mushroom Bao Buns, 12 oz'],
  ['delete', 'chikpeas', 'Chickpea Penne, 8 oz'],
  ['delete', 'almnd milk', 'Organic Lactose-Free Almond Milk, 16 fl oz'],
  ['delete', 'wild bluberry bars', 'Wild Blueberry Oat Bars, 6 ct'],
  ['delete', 'strawbery gelato', 'Strawberry Gelato, 4 ct'],
  ['delete', 'hazlnut spread', 'Smooth Hazelnut Spread, 16 oz'],
  ['delete', 'lavendr glass cleaner', 'Lavender Glass Cleaner, 64 fl oz'],
  ['delete', 'oolng tea', 'Organic Chamomile Oolong Tea, 3 oz'],
  ['delete', 'sardnes', 'Pole-Caught Sardines in Tomato Sauce, 7.5 oz'],
  ['insert', 'creamy peanutt butter', 'Organic Creamy Peanut Butter, 16 oz'],
  ['insert', 'maple pecan grannola', 'Organic Maple Pecan Granola, 12 oz'],
  ['insert', 'mangoo sparkling water', 'Mango Sparkling Water, 33.8 fl oz'],
  ['insert', 'smoked salmonn', 'Humanely Raised Sockeye Smoked Salmon, 4 oz'],
  ['insert', 'pretzzel thins', 'Gluten-Free Sea Salt Pretzel Thins, 4 oz'],
  ['insert', 'jumbo scalllops', 'Humanely Raised Jumbo Scallops, 8 oz'],
  ['insert', 'dijon mustardd', 'Spicy Dijon Mustard, 12 oz'],
  ['substitute', 'organic peanut buttar', 'Organic Creamy Peanut Butter, 16 oz'],
  ['substitute', 'kambucha', 'Original Kombucha, 16 fl oz'],
  ['substitute', 'classic sriracja', 'Whole30 Approved Classic Sriracha, 8 fl oz'],
  ['substitute', 'marinera sauce', 'Arrabbiata Marinara Sauce, 16 oz'],
  ['substitute', 'zinfandal', 'Biodynamic Central Coast Zinfandel, 1.5 L'],
  ['substitute', 'spicy tahimi dressing', 'Organic Spicy Tahini Dressing, 16 oz'],
  ['substitute', 'couscoas', 'Long Grain Couscous, 32 oz'],
  ['two typos', 'graepfriut', 'Sparkling Grapefruit Water, 12 fl oz'],
  ['two typos', 'cabernet savuingon', 'Organic Cabernet Sauvignon, 750 ml'],
  ['two typos', 'sea salt pistachoes', 'Organic Sea Salt Pistachios, 16 oz'],
  ['two typos', 'strowbery gelato', 'Strawberry Gelato, 4 ct'],
  ['two typos', 'chammomille tea', 'Organic Chamomile Oolong Tea, 3 oz'],
  ['two typos', 'chicken enchilladaz', 'Chicken Tikka Enchiladas, 9 oz'],
  ['two typos', 'pepermnit extrat', 'Madagascar Peppermint Extract, 2 fl oz'],
  ['prefix', 'sea salt pistach', 'Organic Sea Salt Pistachios, 16 oz'],
  ['prefix', 'original kombu', 'Original Kombucha, 16 fl oz'],
  ['prefix', 'cabernet sauvig', 'Organic Cabernet Sauvignon, 750 ml'],
  ['prefix', 'chicken tikka enchil', 'Chicken Tikka Enchiladas, 9 oz'],
  ['prefix with a typo', 'sea salt pistahc', 'Organic Sea Salt Pistachios, 16 oz'],
  ['prefix with a typo', 'miso macarn', 'Gluten-Free Miso Macaroni & Cheese, 12 oz'],
  // Issue 23 §8: Typesense's defaults, one typo from 4 letters and two from 7, on the typed word.
  ['4 letters', 'grapefruit waer', 'Sparkling Grapefruit Water, 12 fl oz'],
  ['4 letters', 'marinara sace', 'Arrabbiata Marinara Sauce, 16 oz'],
  ['4 letters', 'chli lime chips', 'Chili Lime Cassava Chips, 5 oz'],
  ['4 letters', 'cury', 'Bean & Cheese Curry, 16 oz'],
  ['4 letters', 'glss cleaner', 'Lavender Glass Cleaner, 64 fl oz'],
  ['4 letters', 'mngo sparkling water', 'Mango Sparkling Water, 33.8 fl oz'],
  ['4 letters', 'almond mlik', 'Organic Lactose-Free Almond Milk, 16 fl oz'],
  ['4 letters', 'sea slat pistachios', 'Organic Sea Salt Pistachios, 16 oz'],
  ['4 letters', 'tuan with chili', 'Sustainably Caught Skipjack Tuna with Chili, 5 oz'],
  ['two typos from 7 letters', 'chikpae penne', 'Chickpea Penne, 8 oz'],
  ['two typos from 7 letters', 'lavnedr glass cleaner', 'Lavender Glass Cleaner, 64 fl oz'],
  ['two typos from 7 letters', 'sardnis', 'Pole-Caught Sardines in Tomato Sauce, 7.5 oz'],
  ['two typos from 7 letters', 'kmobcha', 'Original Kombucha, 16 fl oz'],
  ['two typos from 7 letters', 'stawbery gelato', 'Strawberry Gelato, 4 ct'],
  ['two typos from 7 letters', 'cinamonn oats', 'Organic Apple Cinnamon Rolled Oats, 32 oz'],
];

/** [what the shopper typed, the brand, the title that must be in the first 5] */
const brandAndProduct: [string, string, string][] = [
  ['sunny peanut', 'sunny-acres', 'Organic Creamy Peanut Butter, 16 oz'],
  ['sunny acres marmalade', 'sunny-acres', 'Reduced Sugar Orange Marmalade, 12 oz'],
  ['cedar pistachios', 'cedar-creek', 'Organic Sea Salt Pistachios, 16 oz'],
  ['evergreen almond milk', 'evergreen-creamery', 'Organic Lactose-Free Almond Milk, 16 fl oz'],
  ['clear spring grapefruit', 'clear-spring', 'Sparkling Grapefruit Water, 12 fl oz'],
  ['fizz kombucha', 'fizz-and-fig', 'Original Kombucha, 16 fl oz'],
  ['harvest chickpea', 'harvest-table', 'Chickpea Penne, 8 oz'],
  ['sunny peanutt', 'sunny-acres', 'Organic Creamy Peanut Butter, 16 oz'],
  ['cedar pistahcios', 'cedar-creek', 'Organic Sea Salt Pistachios, 16 oz'],
];

/** What must find nothing: no typo rule may reach a catalog word from these. */
const nonsense = [
  'zzqxv',
  'qwrtplkj',
  'xyzzy',
  'bnmvcxz lkjhg',
  // Issue 23 §8: the looser rule must not find anything for these either (4 letters, and 7 or more).
  'qzxj',
  'xqzv',
  'vxkq wplz',
  'zzzzzzz',
  'qwxzvbn',
  'kxqwzpt',
  'fjdksla',
  'bbbbbbbb',
  'zqxvwkjh',
  'lkjhgfd mnbv',
];

describe('search forgives typos (issue 12 §3)', () => {
  it('has at least 40 misspellings covering every kind of edit, and 14 nonsense searches', () => {
    expect(typos.length + brandAndProduct.length).toBeGreaterThanOrEqual(40);
    expect(nonsense).toHaveLength(14);
    const kinds = new Set(typos.map(([kind]) => kind));
    for (const kind of [
      'swap',
      'delete',
      'insert',
      'substitute',
      'two typos',
      'prefix',
      '4 letters',
      'two typos from 7 letters',
    ]) {
      expect(kinds).toContain(kind);
    }
  });

  it.each(typos)('%s: "%s" finds %s in the first page', async (_kind, q, title) => {
    const result = await search(q);
    expect(result.products.map((p) => p.title)).toContain(title);
  });

  it.each(brandAndProduct)('brand + product: "%s" puts %s\'s %s in the first 5', async (q, brand, title) => {
    const result = await search(q);
    const top = result.products.slice(0, 5);
    expect(
      top.some((p) => p.title === title && p.brand_url_key === brand),
      JSON.stringify(top.map((p) => p.title)),
    ).toBe(true);
  });

  it.each(nonsense)('still finds nothing for nonsense: "%s"', async (q) => {
    expect((await search(q)).count).toBe(0);
  });
});
