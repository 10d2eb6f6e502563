import { describe, expect, it } from 'vitest';
import { drainAdQueue, emptyAdQueue, enqueueAdEvent } from './batch.ts';
import { brandPageEventSchema, type SponsoredProductEvent, sponsoredProductTrackSchema } from './events.ts';
import { brandPageEventKey, recordVersion, sponsoredEventKey } from './names.ts';
import { clickThroughRate, placementEditErrors, placeSponsored, slotKey } from './placements.ts';

const event = (name: string, productId = 7, pageView = 'pv-1'): SponsoredProductEvent =>
  ({
    event: name,
    user_id: null,
    sent_at: '2026-11-28T10:00:00.000Z',
    data: {
      sponsored_product_data: {
        object_tracking_id: 'sp-1',
        display_position: 2,
        product_id: productId,
        page_index: 1,
        record_version: 999,
        page_view_id: pageView,
      },
    },
  }) as SponsoredProductEvent;

describe('sponsored events', () => {
  it('reads record_version 1 in production and 999 otherwise', () => {
    expect(recordVersion(true)).toBe(1);
    expect(recordVersion(false)).toBe(999);
  });

  it('lowercases event names and refuses unknown ones, other record versions and empty batches', () => {
    const parsed = sponsoredProductTrackSchema.parse([{ ...event('x'), event: 'CLICKED' }]);
    expect(parsed[0]?.event).toBe('clicked');
    expect(sponsoredProductTrackSchema.safeParse([event('viewed')]).success).toBe(false);
    const v2 = event('clicked');
    (v2.data.sponsored_product_data as { record_version: number }).record_version = 2;
    expect(sponsoredProductTrackSchema.safeParse([v2]).success).toBe(false);
    expect(sponsoredProductTrackSchema.safeParse([]).success).toBe(false);
  });

  it('keys an event once per name, product and page view, whenever it was sent', () => {
    const later = { ...event('clicked'), sent_at: '2026-11-28T10:00:05.000Z' };
    expect(sponsoredEventKey(later)).toBe(sponsoredEventKey(event('clicked')));
    expect(sponsoredEventKey(event('clicked'))).not.toBe(sponsoredEventKey(event('1px_in_viewport')));
    expect(sponsoredEventKey(event('clicked', 8))).not.toBe(sponsoredEventKey(event('clicked')));
    expect(sponsoredEventKey(event('clicked', 7, 'pv-2'))).not.toBe(sponsoredEventKey(event('clicked')));
  });

  it('keys brand-page viewport events per serving and product, the others per interaction', () => {
    const bp = (name: string, interaction: string) =>
      brandPageEventSchema.parse({
        event: name,
        user_id: 4,
        trace_id: 't',
        sent_at: '2026-11-28T10:00:00Z',
        data: {
          brand_page_data: {
            platform: 'web',
            brand_page_id: 'acme',
            serving_id: 's1',
            interaction_id: interaction,
            product_id: 3,
          },
        },
      });
    expect(brandPageEventKey(bp('viewable_in_viewport', 'a'))).toBe(
      brandPageEventKey(bp('viewable_in_viewport', 'b')),
    );
    expect(brandPageEventKey(bp('clicked', 'a'))).not.toBe(brandPageEventKey(bp('clicked', 'b')));
    expect(brandPageEventSchema.safeParse({ ...bp('clicked', 'a'), trace_id: '' }).success).toBe(false);
  });
});

describe('the ad queue', () => {
  it('drops duplicates, also after a send, and sends at the batch size', () => {
    let queue = emptyAdQueue<string>();
    const add = (key: string) => {
      const step = enqueueAdEvent(queue, key, key, 3);
      queue = step.queue;
      return step;
    };
    expect(add('a').added).toBe(true);
    expect(add('a').added).toBe(false);
    expect(add('b').send).toBeNull();
    expect(add('c').send).toEqual(['a', 'b', 'c']);
    expect(queue.queued).toEqual([]);
    expect(add('a').added).toBe(false);
    add('d');
    const drained = drainAdQueue(queue);
    expect(drained.send).toEqual(['d']);
    expect(drained.queue.queued).toEqual([]);
    expect(drained.queue.seen.has('d')).toBe(true);
  });

  it('sends 20 by default', () => {
    let queue = emptyAdQueue<number>();
    const sends: number[][] = [];
    for (let i = 0; i < 45; i += 1) {
      const step = enqueueAdEvent(queue, i, String(i));
      queue = step.queue;
      if (step.send) sends.push(step.send);
    }
    expect(sends.map((batch) => batch.length)).toEqual([20, 20]);
    expect(queue.queued).toHaveLength(5);
  });
});

describe('placements', () => {
  const at = (product_id: number, position: number) => ({
    product_id,
    position,
    object_tracking_id: `t${product_id}`,
  });

  it('puts placed products at their positions and out of their organic place', () => {
    const placed = placeSponsored([1, 2, 3, 4], [at(3, 1), at(9, 3)]);
    expect(placed.map((p) => p.id)).toEqual([3, 1, 9, 2, 4]);
    expect(placed[0]?.placement?.object_tracking_id).toBe('t3');
    expect(placed[1]?.placement).toBeNull();
  });

  it('puts a position past the end last, and keeps the first position of a product placed twice', () => {
    expect(placeSponsored([1], [at(5, 10)]).map((p) => p.id)).toEqual([1, 5]);
    expect(placeSponsored([1, 2], [at(5, 2), at(5, 1)]).map((p) => p.id)).toEqual([5, 1, 2]);
    expect(placeSponsored([], [at(5, 3)]).map((p) => p.id)).toEqual([5]);
  });

  it('compares search terms lower-case with single spaces, and refuses an end before the start', () => {
    expect(slotKey('search', '  Peanut   Butter ')).toBe('peanut butter');
    expect(slotKey('listing', ' snacks ')).toBe('snacks');
    const edit = { slot: 'search', slot_key: 'x', product_id: 1, position: 1, active: true } as const;
    expect(placementEditErrors({ ...edit, starts_on: '2026-12-02', ends_on: '2026-12-01' })).toHaveProperty(
      'ends_on',
    );
    expect(placementEditErrors({ ...edit, starts_on: null, ends_on: '2026-12-01' })).toEqual({});
  });
});

describe('clickThroughRate', () => {
  it('is clicks over impressions in percent with one decimal, 0 without impressions', () => {
    expect(clickThroughRate(3, 1)).toBe(33.3);
    expect(clickThroughRate(8, 1)).toBe(12.5);
    expect(clickThroughRate(0, 2)).toBe(0);
  });
});
