import { beforeEach, describe, expect, it } from 'vitest';
import {
  cartOfferAction,
  cartPromoPage,
  type ExitIntentContext,
  exitIntentOffer,
  firstOrderTarget,
  isExitIntentPage,
  isExitPointer,
  readOfferMemory,
  writeOfferMemory,
} from './exit-intent-rules.ts';

/** A visitor on the home page with an empty cart and nothing remembered: the first-order offer shows. */
function ctx(overrides: Partial<ExitIntentContext> = {}): ExitIntentContext {
  return {
    loggedIn: false,
    inProgress: false,
    isPla: false,
    pathname: '/',
    cartPanelOpen: false,
    sessionCode: null,
    cartCodes: [],
    cartItems: 0,
    memory: () => null,
    offerCodes: { first_order: 'exit20', cart: 'exit20' },
    ...overrides,
  };
}

describe('exit-intent offers (spec §4, §5)', () => {
  beforeEach(() => sessionStorage.clear());

  it('offers the first-order discount to a visitor on the home page', () => {
    expect(exitIntentOffer(ctx())).toBe('first_order');
  });

  it('never shows to a signed-in shopper', () => {
    expect(exitIntentOffer(ctx({ loggedIn: true }))).toBeNull();
    expect(exitIntentOffer(ctx({ loggedIn: true, pathname: '/cart', cartItems: 3 }))).toBeNull();
  });

  it('never shows on a PLA visit (utm_medium=pla)', () => {
    expect(exitIntentOffer(ctx({ isPla: true }))).toBeNull();
    expect(exitIntentOffer(ctx({ isPla: true, pathname: '/cart', cartItems: 3 }))).toBeNull();
  });

  it('never shows while joining or paying is under way', () => {
    expect(exitIntentOffer(ctx({ inProgress: true }))).toBeNull();
  });

  it('shows on the home page, the cart and the membership payment pages, never the payment method page', () => {
    expect(isExitIntentPage('/')).toBe(true);
    expect(isExitIntentPage('/cart')).toBe(true);
    expect(isExitIntentPage('/membership/payment/plans')).toBe(true);
    expect(isExitIntentPage('/membership/payment/account/')).toBe(true);
    expect(isExitIntentPage('/membership/payment/method')).toBe(false);
    expect(isExitIntentPage('/c/food')).toBe(false);
    expect(exitIntentOffer(ctx({ pathname: '/membership/payment/method' }))).toBeNull();
    expect(
      exitIntentOffer(ctx({ pathname: '/membership/payment/method', cartPanelOpen: true, cartItems: 2 })),
    ).toBeNull();
    expect(exitIntentOffer(ctx({ pathname: '/p/kale' }))).toBeNull();
  });

  it('needs no promo code active: neither kept from the URL nor on the cart', () => {
    expect(exitIntentOffer(ctx({ sessionCode: 'SPRING' }))).toBeNull();
    expect(exitIntentOffer(ctx({ cartCodes: ['spring'] }))).toBeNull();
  });

  it('shows each offer at most once a visit (shown, dismissed or accepted)', () => {
    for (const memory of ['shown', 'dismissed', 'accepted'] as const) {
      expect(exitIntentOffer(ctx({ memory: (o) => (o === 'first_order' ? memory : null) }))).toBeNull();
    }
  });

  it('offers the cart discount in the cart (page or panel) when it holds items', () => {
    expect(exitIntentOffer(ctx({ pathname: '/cart', cartItems: 2 }))).toBe('cart');
    expect(exitIntentOffer(ctx({ pathname: '/c/food', cartPanelOpen: true, cartItems: 2 }))).toBe('cart');
    // An empty cart is no cart flow: the first-order offer instead.
    expect(exitIntentOffer(ctx({ pathname: '/cart', cartItems: 0 }))).toBe('first_order');
  });

  it('shows the cart offer when the kept code is absent or exit20, and not once exit20 is on the cart', () => {
    expect(exitIntentOffer(ctx({ pathname: '/cart', cartItems: 2, sessionCode: ' EXIT20 ' }))).toBe('cart');
    expect(exitIntentOffer(ctx({ pathname: '/cart', cartItems: 2, sessionCode: 'SPRING' }))).toBeNull();
    expect(exitIntentOffer(ctx({ pathname: '/cart', cartItems: 2, cartCodes: ['exit20'] }))).toBeNull();
    expect(exitIntentOffer(ctx({ pathname: '/cart', cartItems: 2, cartCodes: ['spring'] }))).toBe('cart');
  });

  it('falls back to the first-order offer once the cart offer has been shown', () => {
    const memory = (offer: string) => (offer === 'cart' ? ('dismissed' as const) : null);
    expect(exitIntentOffer(ctx({ pathname: '/cart', cartItems: 2, memory }))).toBe('first_order');
  });

  it('triggers within 10 px of the top of the viewport', () => {
    expect(isExitPointer(0)).toBe(true);
    expect(isExitPointer(10)).toBe(true);
    expect(isExitPointer(11)).toBe(false);
  });

  it('applies exit20, or goes to the promo page when another code is present', () => {
    expect(cartOfferAction([])).toBe('apply');
    expect(cartOfferAction(['spring'])).toBe('promo_page');
    expect(firstOrderTarget('exit20')).toBe('/membership/payment/plans?ccode=exit20');
    expect(cartPromoPage('exit20')).toBe('/cart?offer=exit20');
  });

  it('makes only the offers the store makes, with the code staff chose', () => {
    const onlyFirst = { offerCodes: { first_order: 'exit20' } };
    expect(exitIntentOffer(ctx({ ...onlyFirst, pathname: '/cart', cartItems: 2 }))).toBe('first_order');
    expect(exitIntentOffer(ctx({ offerCodes: {} }))).toBeNull();
    const stay5 = { offerCodes: { cart: 'stay5' }, pathname: '/cart', cartItems: 2 };
    expect(exitIntentOffer(ctx({ ...stay5, sessionCode: 'STAY5' }))).toBe('cart');
    expect(exitIntentOffer(ctx({ ...stay5, sessionCode: 'exit20' }))).toBeNull();
    expect(exitIntentOffer(ctx({ ...stay5, cartCodes: ['stay5'] }))).toBeNull();
  });

  it('remembers each offer in session storage', () => {
    expect(readOfferMemory('cart')).toBeNull();
    writeOfferMemory('cart', 'dismissed');
    expect(readOfferMemory('cart')).toBe('dismissed');
    expect(readOfferMemory('first_order')).toBeNull();
    expect(sessionStorage.getItem('pantry.exit-intent.cart')).toBe('dismissed');
  });
});
