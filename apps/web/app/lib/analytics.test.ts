import type { MetaEventData } from '@pantry/domain';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  type AnalyticsField,
  captureAnalytics,
  cleanProperties,
  flushAnalytics,
  identify,
  resetAnalyticsBatch,
  track,
  trackPage,
} from './analytics.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type Sent = {
  url: string;
  anonymous_id: string;
  events: { type: string; event?: string; event_id: string; properties: object; removeBatching?: boolean }[];
};

describe('analytics', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    delete (window as unknown as { dataLayer?: unknown }).dataLayer;
  });

  it("'Stored values are lowercased' (a null or undefined field is no value)", () => {
    expect(
      cleanProperties({
        name: 'Organic Peanut Butter',
        sku: 'SKU-101',
        price: 5.99,
        quantity: 2,
        sold_as_fresh: null,
        brand: undefined,
        products: [{ name: 'Kale', brand: 'Green Farm', price: 3 }],
      }),
    ).toEqual({
      name: 'organic peanut butter',
      sku: 'sku-101',
      price: 5.99,
      quantity: 2,
      products: [{ name: 'kale', brand: 'green farm', price: 3 }],
    });
  });

  it("'unknown fields removed': a field outside the list does not compile (the server drops what a kind lacks)", () => {
    const unknown = () => {
      // @ts-expect-error an e-mail is no analytics field
      track('Login', { email: 'ann@example.com' });
      // @ts-expect-error nor is anything else outside the list
      track('Product Added', { product_id: 7, extra: 'x' });
    };
    expect(unknown).toBeTypeOf('function');
    expectTypeOf<keyof MetaEventData>().toExtend<AnalyticsField>();
  });

  it('pushes events onto window.dataLayer', () => {
    track('Product Added', { product_id: 7, name: 'Kale' });
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toEqual([
      { event: 'Product Added', product_id: 7, name: 'kale' },
    ]);
  });

  it('only logs a failure, under its reporting key', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    Object.defineProperty(window, 'dataLayer', {
      configurable: true,
      get: () => ({
        push: () => {
          throw new Error('blocked');
        },
      }),
    });
    expect(() => track('Product Added', {}, 'product-added-event-error')).not.toThrow();
    expect(error).toHaveBeenCalledWith('product-added-event-error', expect.any(Error));
  });

  it('can be captured in tests', () => {
    const capture = captureAnalytics();
    track('Product Removed', { quantity: 1 });
    capture.restore();
    expect(capture.events).toEqual([{ event: 'Product Removed', properties: { quantity: 1 } }]);
  });
});

describe('sending to /collect (spec §4 analytics batching)', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  const sent = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(init.body) as Sent);

  beforeEach(() => {
    vi.useFakeTimers();
    resetAnalyticsBatch();
    localStorage.clear();
    window.history.replaceState(null, '', '/p/kale');
    fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('holds events until the page view and the identify, then sends them in order within 1 s', async () => {
    track('Product Viewed', { product_id: 7 });
    trackPage();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetchMock).not.toHaveBeenCalled();

    identify('visitor');
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/collect');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', keepalive: true });
    const [call] = sent();
    expect(call?.url).toBe('/p/kale');
    expect(call?.anonymous_id).toMatch(UUID);
    expect(call?.events.map((e) => [e.type, e.event, e.removeBatching])).toEqual([
      ['track', 'Product Viewed', undefined],
      ['page', undefined, undefined],
      ['identify', undefined, true],
    ]);
    expect(call?.events[2]?.properties).toEqual({ user_status: 'visitor' });
    for (const event of call?.events ?? []) expect(event.event_id).toMatch(UUID);
    expect(new Set(call?.events.map((e) => e.event_id)).size).toBe(3);

    // Released: later events go straight out, with the same visitor id; a second identify adds nothing.
    identify('member');
    track('Product Added', { product_id: 7, quantity: 1 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent()[1]?.events.map((e) => e.event)).toEqual(['Product Added']);
    expect(sent()[1]?.anonymous_id).toBe(call?.anonymous_id);
  });

  it('keeps the visitor id across page loads', async () => {
    trackPage();
    identify('visitor');
    await vi.advanceTimersByTimeAsync(1_000);
    resetAnalyticsBatch();
    trackPage();
    identify('visitor');
    await vi.advanceTimersByTimeAsync(1_000);
    const [first, second] = sent();
    expect(second?.anonymous_id).toBe(first?.anonymous_id);
  });

  it('sends 20 a call at once when 20 are waiting, and one call per page', async () => {
    trackPage();
    for (let i = 1; i <= 24; i += 1) track('Product Viewed', { product_id: i });
    window.history.replaceState(null, '', '/search/results');
    trackPage();
    identify('visitor');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent().map((c) => [c.url, c.events.length])).toEqual([
      ['/p/kale', 20],
      ['/p/kale', 5],
      ['/search/results', 2],
    ]);
  });

  it('sends what is released when the page is hidden, without waiting', async () => {
    trackPage();
    identify('visitor');
    expect(fetchMock).not.toHaveBeenCalled();
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    document.dispatchEvent(new Event('visibilitychange'));
    hidden.mockRestore();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('only logs a refused or failed call, and never sends it again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 429 }));
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    trackPage();
    identify('visitor');
    await vi.advanceTimersByTimeAsync(1_000);
    track('Product Viewed', { product_id: 1 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith('analytics-collect-error', 429);
    expect(warn).toHaveBeenCalledWith('analytics-collect-error', expect.any(TypeError));
  });

  it('never sends an e-mail-shaped value', async () => {
    trackPage();
    identify('visitor');
    track('Search Performed', { query: 'ann@example.com', result_type: 'direct' });
    flushAnalytics();
    expect(sent().flatMap((c) => c.events.map((e) => e.type))).toEqual(['page', 'identify']);
  });
});
