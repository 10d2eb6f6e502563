import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReadCache } from './read-cache.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('ReadCache', () => {
  it('loads once for concurrent requests of one key', async () => {
    const cache = new ReadCache(1000);
    const load = vi.fn(async () => 42);
    const answers = await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    expect(answers).toEqual([42, 42, 42]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves a stale value while one background load refreshes it, then loads again when too old', async () => {
    vi.useFakeTimers();
    const cache = new ReadCache(1000);
    let version = 0;
    const load = vi.fn(async () => ++version);
    expect(await cache.get('k', load)).toBe(1);
    vi.advanceTimersByTime(1500);
    expect(await cache.get('k', load)).toBe(1); // stale, refresh started
    await Promise.resolve();
    expect(await cache.get('k', load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(2500);
    expect(await cache.get('k', load)).toBe(3); // too old to serve: loaded before answering
  });

  it('does not keep failures', async () => {
    const cache = new ReadCache(1000);
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });

  it('forgets the least recently used entries beyond its size', async () => {
    const cache = new ReadCache(1000, 2);
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('a', async () => 'a again');
    await cache.get('c', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'reloaded')).toBe('a');
    expect(await cache.get('b', async () => 'reloaded')).toBe('reloaded');
  });

  it('does nothing when the time to live is 0', async () => {
    const cache = new ReadCache(0);
    const load = vi.fn(async () => 1);
    await cache.get('k', load);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('empties the caches built on it when it is cleared (a catalog edit empties the page cache too)', async () => {
    const cache = new ReadCache(60_000);
    const pages = new ReadCache(60_000);
    cache.onClear(() => pages.clear());
    await cache.get('product', async () => 'old price');
    await pages.get('/p/oat-milk', async () => 'old page');
    cache.clear();
    expect(await cache.get('product', async () => 'new price')).toBe('new price');
    expect(await pages.get('/p/oat-milk', async () => 'new page')).toBe('new page');
  });
});
