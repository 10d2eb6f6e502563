import { afterEach, describe, expect, it, vi } from 'vitest';
import { Collector } from './collect.ts';

const VISITOR = '6f1c1a52-8d8e-4d55-9c1e-2f0a4c3b9e11';

function collector(send = vi.fn(async (_body: string) => {})) {
  return {
    send,
    collector: new Collector(
      send,
      () => '/c/snacks',
      () => VISITOR,
    ),
  };
}

const bodies = (send: ReturnType<typeof vi.fn>) =>
  send.mock.calls.map(([body]) => JSON.parse(body as string));

describe('Collector', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('holds events until the page view and the identify, then sends them in one call after 1 s', async () => {
    vi.useFakeTimers();
    const { send, collector: c } = collector();
    c.add({ type: 'track', event: 'Product Viewed', properties: { product_id: 3, brand: 'ACME' } });
    c.add({ type: 'page', properties: { path: '/c/snacks' } });
    await vi.advanceTimersByTimeAsync(5000);
    expect(send).not.toHaveBeenCalled();
    c.add({ type: 'identify', removeBatching: true, properties: {} });
    await vi.advanceTimersByTimeAsync(999);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const [body] = bodies(send);
    expect(body).toMatchObject({ url: '/c/snacks', anonymous_id: VISITOR });
    expect(body.events.map((e: { type: string; event?: string }) => e.event ?? e.type)).toEqual([
      'Product Viewed',
      'page',
      'identify',
    ]);
    expect(new Set(body.events.map((e: { event_id: string }) => e.event_id)).size).toBe(3);
  });

  it('sends 20 events a call, at once when 20 are released', async () => {
    const { send, collector: c } = collector();
    c.add({ type: 'page', properties: {} });
    c.add({ type: 'identify', removeBatching: true });
    for (let i = 0; i < 18; i += 1)
      c.add({ type: 'track', event: 'Product Viewed', properties: { product_id: i } });
    await Promise.resolve();
    expect(bodies(send).map((b) => b.events.length)).toEqual([20]);
  });

  it('leaves out an event its schema refuses or one with personal data, logging it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { collector: c } = collector();
    expect(c.add({ type: 'track', event: 'Product Added', properties: { price: 'free' } })).toBe(false);
    expect(c.add({ type: 'track', event: 'Made Up' })).toBe(false);
    expect(
      c.add({ type: 'track', event: 'Search Performed', properties: { query: 'ann@example.com' } }),
    ).toBe(false);
    expect(c.add({ type: 'track', event: 'Product Added', properties: { price: 2 } })).toBe(true);
    expect(error).toHaveBeenCalledTimes(3);
  });

  it('only logs a failed call', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { collector: c } = collector(vi.fn(async () => Promise.reject(new Error('offline'))));
    c.add({ type: 'page', properties: {} });
    c.add({ type: 'identify', removeBatching: true });
    await expect(c.flush()).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith('analytics-collect-error', expect.any(Error));
  });
});
