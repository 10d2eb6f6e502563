import { describe, expect, it } from 'vitest';
import { type CollectRequest, checkCollectBatch, collectPath, collectRequestSchema } from './collect.ts';
import { findPersonalData } from './personal-data.ts';

const VISITOR = '6f1c1a52-8d8e-4d55-9c1e-2f0a4c3b9e11';
const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function batch(
  events: Partial<CollectRequest['events'][number]>[],
  url = '/c/Frozen-Food?q=1',
): CollectRequest {
  return collectRequestSchema.parse({
    url,
    anonymous_id: VISITOR,
    events: events.map((e, i) => ({
      event_id: ID(i + 1),
      type: 'track',
      timestamp: '2026-11-28T01:00:00Z',
      ...e,
    })),
  });
}

describe('checkCollectBatch', () => {
  it('cleans each event by its kind and gives the page type from the path', () => {
    const result = checkCollectBatch(
      batch([
        { type: 'page' },
        { event: 'Product Added', properties: { product_id: 5, brand: 'ACME', secret: 'dropped' } },
        { type: 'identify', removeBatching: true, properties: { user_status: 'Member' } },
      ]),
    );
    expect(result).toEqual({
      ok: true,
      events: [
        expect.objectContaining({
          event: 'Page Viewed',
          type: 'page',
          properties: {},
          path: '/c/frozen-food',
          pageType: 'category',
        }),
        expect.objectContaining({ event: 'Product Added', properties: { product_id: 5, brand: 'acme' } }),
        expect.objectContaining({ event: 'Identify', properties: { user_status: 'member' } }),
      ],
    });
  });

  it('refuses an unknown event name and a wrong value, naming the event', () => {
    expect(checkCollectBatch(batch([{ event: 'Made Up' }]))).toMatchObject({ ok: false, kind: 'invalid' });
    expect(checkCollectBatch(batch([{ type: 'track' }]))).toMatchObject({ ok: false, kind: 'invalid' });
    const wrong = checkCollectBatch(batch([{ event: 'Product Added', properties: { price: 'free' } }]));
    expect(wrong).toMatchObject({ ok: false, kind: 'invalid' });
    expect(wrong.ok ? '' : wrong.message).toContain('events[0].properties.price');
  });

  it('refuses the batch when any value is an e-mail or a personal field holds a name, even an unknown field', () => {
    expect(
      checkCollectBatch(batch([{ event: 'Search Performed', properties: { query: 'Ann@Example.com' } }])),
    ).toMatchObject({
      ok: false,
      kind: 'personal_data',
    });
    expect(checkCollectBatch(batch([{ event: 'Login', properties: { first_name: 'Ann' } }]))).toMatchObject({
      ok: false,
      kind: 'personal_data',
    });
    expect(checkCollectBatch(batch([{ type: 'page' }], '/search?email=a%40b.co&x=ann@b.co'))).toMatchObject({
      ok: false,
      kind: 'personal_data',
    });
  });
});

describe('findPersonalData', () => {
  it('finds e-mails at any depth and personal field names in any case', () => {
    expect(findPersonalData({ a: [{ b: 'x ann@example.com y' }] })).toBe('a[0].b');
    expect(findPersonalData({ FirstName: 'Ann' })).toBe('FirstName');
    expect(findPersonalData({ customerName: 'Ann Lee' })).toBe('customerName');
    expect(findPersonalData({ 'e-mail': 'x' })).toBe('e-mail');
    expect(findPersonalData({ phone: '' })).toBeNull();
    expect(findPersonalData({ name: 'Olive Oil', brand: 'acme', price: 3 })).toBeNull();
  });
});

describe('collectPath', () => {
  it('keeps the lowercased path only', () => {
    expect(collectPath('https://shop.example/Search/Results?q=milk#top')).toBe('/search/results');
    expect(collectPath('/p/olive-oil?x=1')).toBe('/p/olive-oil');
  });
});
