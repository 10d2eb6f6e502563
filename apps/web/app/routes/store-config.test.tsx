import {
  DEFAULT_CART_CONFIG,
  type ProductDetail,
  type StoreConfig,
  storeConfigFromCart,
} from '@pantry/domain';
import { cleanup, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt, signedIn } from '../features/account/test-support.tsx';
import { makeAccount, mockApi, OFFERS } from '../features/membership/test-support.tsx';
import { Footer } from '../features/shell/index.ts';
import { shortDollars } from '../features/store-config/index.ts';
import { makeProduct } from '../test-utils/fixtures.ts';
import AccountHub from './account-hub.tsx';
import CancellationInitial from './cancellation-initial.tsx';
import CancellationOffer from './cancellation-offer.tsx';
import CartPage from './cart.tsx';
import MembershipPlans from './membership-plans.tsx';
import ProductPage from './product.tsx';

/** Issue 11: 'A test sets a $99 threshold and sees $99 on the product page, the cart and the membership pages.' */

const at99: StoreConfig = storeConfigFromCart({
  ...DEFAULT_CART_CONFIG,
  boxRules: {
    ...DEFAULT_CART_CONFIG.boxRules,
    grocery: { freeShippingCents: 9900, feeCents: 595 },
    frozen: { freeShippingCents: 15000, feeCents: 1249 },
  },
});
const member = makeAccount({ user_status: 'member' });

/** Renders a page component as its route would, with the store settings the root loader gave. */
function renderWith(Page: ComponentType, path: string, account = member) {
  return renderAt(Page, path, path, account, at99);
}

/** A route module's page, given the loader data its test needs. */
function withLoaderData(Page: ComponentType<never>, loaderData: unknown): ComponentType {
  const Route = Page as unknown as ComponentType<Record<string, unknown>>;
  return () => <Route loaderData={loaderData} params={{}} matches={[]} />;
}

function expectThreshold99() {
  const text = document.body.textContent ?? '';
  expect(text).toContain('$99');
  expect(text).not.toContain('$150');
}

describe('a $99 free-shipping threshold', () => {
  beforeEach(() => {
    mockApi({ 'GET /api/v1/membership/offers': () => [200, { success: true, offers: OFFERS }] });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows on the product page of a grocery item, and a frozen item shows the configured fee', () => {
    const detail = (box_type: string): ProductDetail => ({
      ...makeProduct({ box_type }),
      description: 'Good.',
      images: [],
      breadcrumbs: [],
      attributes: [],
      tiered_pricing: [],
      conversion_drivers: [],
      review_offer: null,
    });
    const similar = Promise.resolve([]);
    renderWith(withLoaderData(ProductPage, { product: detail('grocery'), similar }), '/p/oats');
    expect(screen.getByText('Ships in the grocery box: $5.95 shipping, free over $99.')).toBeTruthy();
    expectThreshold99();
    cleanup();
    renderWith(withLoaderData(ProductPage, { product: detail('frozen'), similar }), '/p/peas');
    expect(
      screen.getByText(
        'Ships cold in the frozen box: $12.49 per order for fresh and frozen together, free over $150.',
      ),
    ).toBeTruthy();
  });

  it("says the grocery box's fee for a sold-as-fresh item, the box the cart puts it in alone (issue 23)", () => {
    const spinach: ProductDetail = {
      ...makeProduct({ box_type: 'fresh', sold_as_fresh: 'fresh' }),
      description: 'Good.',
      images: [],
      breadcrumbs: [],
      attributes: [],
      tiered_pricing: [],
      conversion_drivers: [],
      review_offer: null,
    };
    renderWith(withLoaderData(ProductPage, { product: spinach, similar: Promise.resolve([]) }), '/p/spinach');
    const note = screen.getByText(/^Ships in the grocery box: \$5\.95 shipping, free over \$99\./);
    expect(note.textContent).toContain('With other fresh items in your cart, it joins them in the fresh box');
    expect(document.body.textContent).not.toContain('$12.49');
  });

  it('shows on the cart page, framed by the footer as every page is', () => {
    const Framed = () => (
      <>
        <CartPage />
        <Footer />
      </>
    );
    renderWith(Framed, '/cart');
    expect(screen.getByText(/Free shipping on grocery orders over \$99\./)).toBeTruthy();
    expectThreshold99();
  });

  it('shows on the membership plans page', async () => {
    renderWith(MembershipPlans, '/membership/payment/plans', makeAccount({ user_status: 'lead' }));
    expect(await screen.findByText('Free shipping on grocery orders over $99')).toBeTruthy();
    expectThreshold99();
  });

  it('shows on the cancellation pages and on a canceled member’s account hub', () => {
    renderWith(CancellationInitial, '/cancellation/initial');
    expect(screen.getByText('Free shipping on grocery orders over $99')).toBeTruthy();
    expectThreshold99();
    cleanup();
    renderWith(CancellationOffer, '/cancellation/offer');
    expect(screen.getByText(/free shipping over \$99 and Thrive Cash/)).toBeTruthy();
    expectThreshold99();
    cleanup();
    const canceled = signedIn({ user_status: 'canceled' });
    renderWith(withLoaderData(AccountHub, { account: canceled }), '/account', canceled);
    expect(screen.getByText(/Come back for member prices and free shipping over \$99\./)).toBeTruthy();
    expectThreshold99();
  });
});

describe('amounts in sentences', () => {
  it('drops .00 from whole dollars and keeps the cents otherwise', () => {
    expect(shortDollars(99)).toBe('$99');
    expect(shortDollars(1500)).toBe('$1,500');
    expect(shortDollars(9.95)).toBe('$9.95');
  });
});
