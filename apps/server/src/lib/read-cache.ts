/**
 * A small in-process cache for catalog reads (listings, search, product pages), so that the same page asked
 * for by many shoppers at once costs one database query. Entries are fresh for `ttlMs`; for as long again
 * they are served stale while one background load refreshes them, so no shopper waits on an expired entry.
 * Concurrent misses for one key share one load. Bounded by entry count (least recently used goes first).
 *
 * It holds nothing another server would need (architecture: stateless nodes): each node warms its own,
 * and a change in the catalog shows everywhere within 2 × ttl. Cached values are shared: treat them as
 * read-only.
 */
type Entry = { value?: unknown; loading?: Promise<unknown>; storedAt: number; refreshing: boolean };

export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly clearListeners: (() => void)[] = [];

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    const entry = this.entries.get(key);
    if (entry?.loading) return entry.loading as Promise<T>;
    if (entry) {
      const age = Date.now() - entry.storedAt;
      if (age < 2 * this.ttlMs) {
        // Most recently used moves to the end of the map's order.
        this.entries.delete(key);
        this.entries.set(key, entry);
        if (age >= this.ttlMs && !entry.refreshing) this.refresh(entry, load);
        return entry.value as T;
      }
    }
    return this.loadInto(key, load);
  }

  /** Empties the cache, and the caches built from it (`onClear`): after a catalog edit nothing stale is served. */
  clear(): void {
    this.entries.clear();
    for (const listener of this.clearListeners) listener();
  }

  /** Runs `listener` on each clear: a cache of pages rendered from these reads empties with it. */
  onClear(listener: () => void): void {
    this.clearListeners.push(listener);
  }

  /** Drops one key, e.g. a value that was loaded but must not be kept (the page cache's error pages). */
  forget(key: string): void {
    this.entries.delete(key);
  }

  private loadInto<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entry: Entry = { storedAt: Date.now(), refreshing: false };
    const loading = load().then(
      (value) => {
        entry.value = value;
        entry.storedAt = Date.now();
        entry.loading = undefined;
        return value;
      },
      (error: unknown) => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
        throw error;
      },
    );
    entry.loading = loading;
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.evict();
    return loading;
  }

  private refresh<T>(entry: Entry, load: () => Promise<T>): void {
    entry.refreshing = true;
    load().then(
      (value) => {
        entry.value = value;
        entry.storedAt = Date.now();
        entry.refreshing = false;
      },
      () => {
        // Keep serving the stale value; the next request after it expires loads again.
        entry.refreshing = false;
      },
    );
  }

  private evict(): void {
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) return;
      this.entries.delete(oldest);
    }
  }
}
