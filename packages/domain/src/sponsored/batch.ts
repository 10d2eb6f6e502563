import { AD_BATCH_SIZE } from './names.ts';

/**
 * The browser's ad-event queue as pure steps (spec §4 Sponsored-product batching): an event whose key was seen in
 * this page view is dropped; a queue reaching the batch size is sent at once; otherwise the caller sends it after
 * the quiet time. `seen` outlives each send, so a product scrolled past twice still counts once.
 */
export type AdQueue<T> = { readonly queued: readonly T[]; readonly seen: ReadonlySet<string> };

export function emptyAdQueue<T>(): AdQueue<T> {
  return { queued: [], seen: new Set() };
}

export type Enqueued<T> = {
  queue: AdQueue<T>;
  /** Events to send now (the queue reached the batch size), or null. */
  send: T[] | null;
  /** False when the event was a duplicate and dropped. */
  added: boolean;
};

export function enqueueAdEvent<T>(
  queue: AdQueue<T>,
  event: T,
  key: string,
  batchSize = AD_BATCH_SIZE,
): Enqueued<T> {
  if (queue.seen.has(key)) return { queue, send: null, added: false };
  const seen = new Set(queue.seen).add(key);
  const queued = [...queue.queued, event];
  if (queued.length >= batchSize) return { queue: { queued: [], seen }, send: queued, added: true };
  return { queue: { queued, seen }, send: null, added: true };
}

/** Takes everything queued (the quiet time passed, or the page is leaving). */
export function drainAdQueue<T>(queue: AdQueue<T>): { queue: AdQueue<T>; send: T[] } {
  return { queue: { queued: [], seen: queue.seen }, send: [...queue.queued] };
}
