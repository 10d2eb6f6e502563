import type { CartWire, ExitOfferWire } from '@pantry/domain';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { lazyPart } from '../../lib/lazy-part.ts';
import { isSignedIn, useAccount } from '../account/index.ts';
import { sessionPromo, useCartPanelOpen, useCartQuery } from '../cart/index.ts';
import { isPlaMedium, isPlaVisit, pendingCard } from '../membership/index.ts';
import { exitOffersQuery } from './api.ts';
import {
  type ExitIntentContext,
  exitIntentOffer,
  isExitPointer,
  readOfferMemory,
  writeOfferMemory,
} from './exit-intent-rules.ts';

// The offer's modal loads only once an offer fires.
const ExitIntentModal = lazyPart(() =>
  import('./exit-intent-modal.tsx').then((module) => module.ExitIntentModal),
);

type Inputs = {
  loggedIn: boolean;
  pathname: string;
  search: string;
  cartPanelOpen: boolean;
  cart: CartWire | undefined;
  offers: readonly ExitOfferWire[];
};

/** Everything the rules read, at the moment the pointer leaves (storage is read then, not at render). */
export function exitIntentContext(inputs: Inputs): ExitIntentContext {
  const medium = new URLSearchParams(inputs.search).get('utm_medium');
  return {
    loggedIn: inputs.loggedIn,
    inProgress: pendingCard.get() !== null,
    isPla: isPlaVisit() || isPlaMedium(medium),
    pathname: inputs.pathname,
    cartPanelOpen: inputs.cartPanelOpen,
    sessionCode: sessionPromo().ccode ?? null,
    cartCodes: inputs.cart?.coupons.map((coupon) => coupon.coupon_code) ?? [],
    cartItems: inputs.cart?.total_items_in_cart ?? 0,
    memory: (offer) => readOfferMemory(offer),
    offerCodes: Object.fromEntries(inputs.offers.map((offer) => [offer.kind, offer.coupon_code])),
  };
}

/**
 * Mounted once in the shell. Watches for the pointer heading out of the top of the window and shows the offer the
 * rules allow at that moment, once per visit per offer. The offers (their codes and words) are the store's, as
 * staff set them in the console; a visitor's browser reads them once it is on the page.
 */
export function ExitIntentHost() {
  const { account } = useAccount();
  const location = useLocation();
  const cartPanelOpen = useCartPanelOpen();
  const { data: cart } = useCartQuery();
  const loggedIn = isSignedIn(account);
  const { data: offers } = useQuery({ ...exitOffersQuery(), enabled: !loggedIn });
  const [offer, setOffer] = useState<ExitOfferWire | null>(null);
  const inputs = useRef<Inputs>(null);
  inputs.current = {
    loggedIn,
    pathname: location.pathname,
    search: location.search,
    cartPanelOpen,
    cart,
    offers: offers ?? [],
  };

  useEffect(() => {
    if (offer || loggedIn) return;
    const onPointer = (event: MouseEvent) => {
      // Touch screens send a mouse event where the finger lands; only a real pointer leaves the window.
      const caps = (event as MouseEvent & { sourceCapabilities?: { firesTouchEvents?: boolean } })
        .sourceCapabilities;
      if (caps?.firesTouchEvents || !isExitPointer(event.clientY) || !inputs.current) return;
      if (event.type === 'mouseout' && event.relatedTarget) return;
      const kind = exitIntentOffer(exitIntentContext(inputs.current));
      const next = inputs.current.offers.find((made) => made.kind === kind);
      if (!kind || !next) return;
      writeOfferMemory(kind, 'shown');
      setOffer(next);
    };
    document.addEventListener('mousemove', onPointer);
    document.addEventListener('mouseout', onPointer);
    return () => {
      document.removeEventListener('mousemove', onPointer);
      document.removeEventListener('mouseout', onPointer);
    };
  }, [offer, loggedIn]);

  if (!offer) return null;
  return (
    <Suspense fallback={null}>
      <ExitIntentModal
        offer={offer}
        cartCodes={cart?.coupons.map((coupon) => coupon.coupon_code) ?? []}
        onDone={(outcome) => {
          writeOfferMemory(offer.kind, outcome);
          setOffer(null);
        }}
      />
    </Suspense>
  );
}
