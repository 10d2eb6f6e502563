import {
  type BrandPageEvent,
  type Product,
  recordVersion,
  type SponsoredEventName,
  type SponsoredProductEvent,
} from '@pantry/domain';
import { type RefObject, useCallback, useEffect } from 'react';
import { useLocation } from 'react-router';
import { adTrackers, pageViewId, randomId } from './tracker.ts';

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

/**
 * A sponsored card's events (spec §3): begin_to_render_viewport, 1px_in_viewport and viewable_in_viewport from two
 * IntersectionObservers, and `clicked` and `addedToCart` for the card to call. A card that is no ad sends nothing.
 */
export function useAdTracking(ref: RefObject<HTMLElement | null>, product: Tracked) {
  const location = useLocation();
  const isAd = Boolean(product.ads || product.brand_page_ads);
  const send = useCallback(
    (event: SponsoredEventName) => {
      if (!isAd || typeof window === 'undefined') return;
      const view = pageViewId(location.key);
      const page = Number(new URLSearchParams(location.search).get('cur_page') ?? 1) || 1;
      if (product.ads) adTrackers().sponsored.track(sponsoredEvent(event, product, view, page));
      else adTrackers().brandPage.track(brandPageEvent(event, product, view));
    },
    [isAd, location.key, location.search, product],
  );

  useEffect(() => {
    const element = ref.current;
    if (!isAd || !element || typeof IntersectionObserver === 'undefined') return;
    const near = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) send('begin_to_render_viewport');
      },
      { rootMargin: RENDER_MARGIN },
    );
    const shown = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting && entry.intersectionRatio > 0) send('1px_in_viewport');
          if (entry.intersectionRatio >= VIEWABLE_RATIO) send('viewable_in_viewport');
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
  }, [isAd, ref, send]);

  return { clicked: () => send('clicked'), addedToCart: () => send('added_to_cart') };
}
