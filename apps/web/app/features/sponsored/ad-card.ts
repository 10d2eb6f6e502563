import {
  type BrandPageEvent,
  type Product,
  recordVersion,
  type SponsoredEventName,
  type SponsoredProductEvent,
} from '@pantry/domain';
import { adTrackers, pageViewId, randomId } from './tracker.ts';

/**
 * A sponsored card's tracking (spec §3), loaded with the first sponsored card a page shows (use-ad-tracking.ts),
 * so pages without ads never fetch it.
 */

type Tracked = Pick<Product, 'id' | 'ads' | 'brand_page_ads' | 'brand_url_key'>;

/** record_version 1 in a production build, 999 otherwise (spec §3). */
const RECORD_VERSION = recordVersion(import.meta.env.PROD);
/** begin_to_render_viewport: the card is within this distance of the viewport (its image starts loading). */
const RENDER_MARGIN = '200px 0px';
/** viewable_in_viewport: half the card shows (the usual display-ad rule). */
const VIEWABLE_RATIO = 0.5;

function sponsoredEvent(event: SponsoredEventName, product: Tracked, view: string, page: number) {
  const ads = product.ads!;
  return {
    event,
    user_id: null,
    sent_at: new Date().toISOString(),
    data: {
      sponsored_product_data: {
        user_agent: navigator.userAgent,
        object_tracking_id: ads.object_tracking_id,
        display_position: ads.display_position,
        product_id: ads.product_id,
        page_index: page,
        record_version: RECORD_VERSION,
        page_view_id: view,
      },
    },
  } satisfies SponsoredProductEvent;
}

function brandPageEvent(event: SponsoredEventName, product: Tracked, view: string) {
  const phone = typeof matchMedia === 'function' && matchMedia('(max-width: 767px)').matches;
  return {
    event,
    user_id: null,
    trace_id: randomId(),
    sent_at: new Date().toISOString(),
    data: {
      brand_page_data: {
        user_agent: navigator.userAgent,
        platform: phone ? 'mobileWeb' : 'web',
        brand_page_id: product.brand_url_key,
        serving_id: view,
        interaction_id: randomId(),
        product_id: product.brand_page_ads!.product_id,
      },
    },
  } satisfies BrandPageEvent;
}

/** Where the card is: its history entry (the page view) and the page's query (its page index). */
export type AdPlace = { key: string; search: string; product: Tracked };

export function sendAdEvent(event: SponsoredEventName, place: AdPlace): void {
  const { product } = place;
  const view = pageViewId(place.key);
  const page = Number(new URLSearchParams(place.search).get('cur_page') ?? 1) || 1;
  if (product.ads) adTrackers().sponsored.track(sponsoredEvent(event, product, view, page));
  else if (product.brand_page_ads) adTrackers().brandPage.track(brandPageEvent(event, product, view));
}

/**
 * begin_to_render_viewport, 1px_in_viewport and viewable_in_viewport from two IntersectionObservers; answers the
 * function that stops them.
 */
export function observeAd(element: HTMLElement, place: () => AdPlace): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  const near = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) sendAdEvent('begin_to_render_viewport', place());
    },
    { rootMargin: RENDER_MARGIN },
  );
  const shown = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting && entry.intersectionRatio > 0) sendAdEvent('1px_in_viewport', place());
        if (entry.intersectionRatio >= VIEWABLE_RATIO) sendAdEvent('viewable_in_viewport', place());
      }
    },
    { threshold: [0, VIEWABLE_RATIO] },
  );
  near.observe(element);
  shown.observe(element);
  return () => {
    near.disconnect();
    shown.disconnect();
  };
}
