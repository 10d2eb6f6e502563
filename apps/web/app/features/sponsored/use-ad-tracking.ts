import type { Product, SponsoredEventName } from '@pantry/domain';
import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { AdPlace } from './ad-card.ts';

type Tracked = Pick<Product, 'id' | 'ads' | 'brand_page_ads' | 'brand_url_key'>;

// The tracking code comes with the first sponsored card (a page without ads never fetches it).
const loadAdCard = () => import('./ad-card.ts');

/**
 * A sponsored card's events (spec §3): the viewport events from observers (ad-card.ts), and `clicked` and
 * `addedToCart` for the card to call. A card that is no ad sends nothing and loads nothing.
 */
export function useAdTracking(ref: RefObject<HTMLElement | null>, product: Tracked) {
  const location = useLocation();
  const isAd = Boolean(product.ads || product.brand_page_ads);
  const place = useRef<AdPlace>({ key: location.key, search: location.search, product });
  place.current = { key: location.key, search: location.search, product };

  useEffect(() => {
    const element = ref.current;
    if (!isAd || !element) return;
    let stop: (() => void) | undefined;
    let gone = false;
    void loadAdCard().then((card) => {
      if (!gone) stop = card.observeAd(element, () => place.current);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [isAd, ref]);

  // The place is taken when the shopper acts, before a click's navigation moves the location on.
  const send = (event: SponsoredEventName) => {
    if (!isAd) return;
    const at = place.current;
    void loadAdCard().then((card) => card.sendAdEvent(event, at));
  };
  return { clicked: () => send('clicked'), addedToCart: () => send('added_to_cart') };
}
