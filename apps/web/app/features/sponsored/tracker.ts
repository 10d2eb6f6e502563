import {
  AD_FLUSH_MS,
  type AdQueue,
  type BrandPageEvent,
  brandPageEventKey,
  drainAdQueue,
  emptyAdQueue,
  enqueueAdEvent,
  type SponsoredProductEvent,
  sponsoredEventKey,
} from '@pantry/domain';
import { apiUrl } from '../../lib/http/client.ts';

/**
 * The browser's sponsored-product and brand-page trackers (spec §4 Sponsored-product batching, §9): events queue
 * through the domain's pure steps (duplicates dropped, a viewport event once per product and page view) and are
 * sent when 20 are queued or after 1 s without a new one, fire and forget; a failure is only logged (spec §8).
 */
export type AdTracker<T> = { track(event: T): void; flush(): void };

export function createAdTracker<T>(
  key: (event: T) => string,
  send: (events: T[]) => void,
  flushMs = AD_FLUSH_MS,
): AdTracker<T> {
  let queue: AdQueue<T> = emptyAdQueue();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const stopTimer = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  const tracker: AdTracker<T> = {
    track(event) {
      const step = enqueueAdEvent(queue, event, key(event));
      queue = step.queue;
      if (step.send) {
        stopTimer();
        send(step.send);
      } else if (step.added) {
        stopTimer();
        timer = setTimeout(tracker.flush, flushMs);
      }
    },
    flush() {
      stopTimer();
      const drained = drainAdQueue(queue);
      queue = drained.queue;
      if (drained.send.length) send(drained.send);
    },
  };
  return tracker;
}

/** POSTs a batch; keepalive lets a batch sent as the page goes away arrive. */
function poster<T>(path: string) {
  return (events: T[]) => {
    if (typeof fetch !== 'function') return;
    fetch(apiUrl(path), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(events),
      keepalive: true,
      credentials: 'include',
    })
      .then((answer) => {
        if (!answer.ok) console.warn(`${path} answered ${answer.status}`);
      })
      .catch((error: unknown) => console.warn(`${path} failed`, error));
  };
}

let trackers: { sponsored: AdTracker<SponsoredProductEvent>; brandPage: AdTracker<BrandPageEvent> } | null =
  null;

/** The page's two trackers, made on first use in the browser; what is queued is sent when the page is hidden. */
export function adTrackers() {
  if (trackers) return trackers;
  const made = {
    sponsored: createAdTracker(sponsoredEventKey, poster<SponsoredProductEvent>('/track/sponsored_product')),
    brandPage: createAdTracker(brandPageEventKey, poster<BrandPageEvent>('/track/brand_page')),
  };
  trackers = made;
  window.addEventListener('pagehide', () => {
    made.sponsored.flush();
    made.brandPage.flush();
  });
  return made;
}

let pageView = { key: '', id: '' };

/** One id per page view (a history entry's key): every card of the page shares it; a new navigation draws another. */
export function pageViewId(locationKey: string): string {
  if (pageView.key !== locationKey) pageView = { key: locationKey, id: randomId() };
  return pageView.id;
}

export function randomId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
