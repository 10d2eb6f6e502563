import type { CartWire } from '@pantry/domain';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureAnalytics } from '../../lib/analytics.ts';
import { ApiError } from '../../lib/http/client.ts';
import { makeQueryClient } from '../../lib/query-client.ts';
import { snackbar } from '../../lib/snackbar-store.ts';
import type { BulkPayload, CartChangeAnswer } from './api.ts';
import { cartKeys } from './api.ts';
import { promoErrorText } from './cart-errors.ts';
import { bulkPayload } from './cart-lines.ts';
import { CartManager, cartManagerFor } from './cart-manager.ts';
import { makeCart, makeLine } from './test-support.ts';

const butter = makeLine({ product_id: 101, title: 'Peanut Butter', line_item_qty: 2 });
const kale = { product_id: 202, title: 'Kale Chips', min_order_qty: 2, max_order_qty: 3 };

function answer(cart: CartWire, extra: Partial<CartChangeAnswer> = {}): CartChangeAnswer {
  return { ...cart, errors: [], cart_errors: [], ...extra };
}

let client: QueryClient;
let bulkUpdate: ReturnType<typeof vi.fn<(p: BulkPayload, q: unknown[]) => Promise<CartChangeAnswer>>>;
let manager: CartManager;
let analytics: ReturnType<typeof captureAnalytics>;

function setUp(lines = [butter]) {
  client = makeQueryClient();
  client.setQueryData(cartKeys.cart, makeCart(lines));
  bulkUpdate = vi.fn();
  manager = new CartManager({
    client,
    api: { bulkUpdate, applyCoupon: vi.fn(), removeCoupon: vi.fn() },
    pagePath: () => '/c/food',
  });
}

describe('CartManager queue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setUp();
    snackbar.clear();
    analytics = captureAnalytics();
  });
  afterEach(() => {
    analytics.restore();
    manager.dispose();
    vi.useRealTimers();
  });

  it('shows changes at once and sends them in one bulk update 750 ms after the last one', async () => {
    bulkUpdate.mockResolvedValue(
      answer(makeCart([{ ...butter, line_item_qty: 4 }, makeLine({ product_id: 202, line_item_qty: 2 })])),
    );
    expect(manager.change(butter, 'add')).toBe(true);
    expect(manager.qty(101)).toBe(3);
    await vi.advanceTimersByTimeAsync(500);
    manager.change(butter, 'add');
    manager.change(kale, 'add');
    expect(manager.qty(101)).toBe(4);
    expect(manager.qty(202)).toBe(2);
    await vi.advanceTimersByTimeAsync(749);
    expect(bulkUpdate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(bulkUpdate).toHaveBeenCalledTimes(1);
    expect(bulkUpdate.mock.calls[0]?.[0]).toEqual({
      line_items: [{ line_item_id: 1101, qty: 4, save_for_later: false }],
      products: [{ product_id: 202, qty: 2, save_for_later: false }],
      page_info: { path: '/c/food' },
    });
    await vi.advanceTimersByTimeAsync(0);
    // The answer is the cart now; nothing is queued any more.
    expect(client.getQueryData<CartWire>(cartKeys.cart)?.total_items_in_cart).toBe(6);
    expect(manager.getSnapshot().pending.size).toBe(0);
    expect(manager.getSnapshot().status).toBe('ready');
  });

  it('ignores actions while the bulk update is out, and while the cart is being fetched', async () => {
    let resolve: (value: CartChangeAnswer) => void = () => {};
    bulkUpdate.mockReturnValue(new Promise((r) => (resolve = r)));
    manager.change(butter, 'add');
    await vi.advanceTimersByTimeAsync(750);
    expect(manager.getSnapshot().status).toBe('updating');
    expect(manager.isBusy()).toBe(true);
    expect(manager.change(butter, 'add')).toBe(false);
    expect(manager.qty(101)).toBe(3);
    resolve(answer(makeCart([{ ...butter, line_item_qty: 3 }])));
    await vi.advanceTimersByTimeAsync(0);
    expect(manager.isBusy()).toBe(false);

    void client.fetchQuery({
      queryKey: cartKeys.cart,
      queryFn: () => new Promise<CartWire>(() => {}),
      staleTime: 0,
    });
    expect(manager.isBusy()).toBe(true);
    expect(manager.change(butter, 'remove')).toBe(false);
    expect(manager.qty(101)).toBe(3);
  });

  it('sends nothing when the changes come back to what the cart holds', async () => {
    manager.change(butter, 'add');
    manager.change(butter, 'remove');
    await vi.advanceTimersByTimeAsync(2000);
    expect(bulkUpdate).not.toHaveBeenCalled();
  });

  it('sends the beacon on pagehide from the manager itself, before any lazily loaded part of the shell exists', () => {
    // Issue 12's lazy shell: an add made in the first second and a quick exit must not lose the change.
    const sendBeacon = vi.fn((_url: string, _body: Blob) => true);
    vi.stubGlobal('navigator', { sendBeacon });
    const shared = cartManagerFor(client);
    shared.change(butter, 'add');
    window.dispatchEvent(new Event('pagehide'));
    vi.unstubAllGlobals();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(shared.getSnapshot().pending.size).toBe(0);
  });

  it('sends what is still queued as a beacon when the page goes away', async () => {
    const sendBeacon = vi.fn((_url: string, _body: Blob) => true);
    vi.stubGlobal('navigator', { sendBeacon });
    manager.change(butter, 'add');
    manager.flushOnExit();
    vi.unstubAllGlobals();
    expect(manager.getSnapshot().pending.size).toBe(0);
    await vi.advanceTimersByTimeAsync(2000);
    expect(bulkUpdate).not.toHaveBeenCalled();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/carts/bulk_update');
    vi.useRealTimers();
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob as Blob);
    });
    expect(decodeURIComponent(text)).toContain(
      'bulkProductsPayload[line_items][0][line_item_id]=1101&bulkProductsPayload[line_items][0][qty]=3',
    );
  });

  it('fires Product Added and Product Removed from the quantities before and after', async () => {
    setUp([butter, makeLine({ product_id: 303, title: 'Oat Milk', line_item_qty: 1 })]);
    bulkUpdate.mockResolvedValue(
      answer(
        makeCart([
          { ...butter, line_item_qty: 5 },
          makeLine({ product_id: 202, title: 'Kale Chips', line_item_qty: 2 }),
        ]),
      ),
    );
    manager.change(butter, 'add');
    manager.change(kale, 'add');
    manager.change({ product_id: 303, title: 'Oat Milk' }, 'remove_all');
    await vi.advanceTimersByTimeAsync(750);
    const summary = analytics.events.map((e) => [e.event, e.properties.product_id, e.properties.quantity]);
    // The server held butter at 5 (not the 3 asked for): events follow the answer.
    expect(summary).toEqual([
      ['Product Added', 101, 3],
      ['Product Removed', 303, 1],
      ['Product Added', 202, 2],
    ]);
    expect(analytics.events[0]?.properties).toMatchObject({
      name: 'peanut butter',
      sku: 'sku-101',
      cart_id: 9,
    });
  });

  it('saves for later and moves back, with 3-second toasts and a reload of the saved list', async () => {
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    bulkUpdate.mockResolvedValue(answer(makeCart([makeLine({ product_id: 202, title: 'Kale Chips' })])));
    manager.change(butter, 'save_for_later');
    manager.change({ ...kale, saved: true }, 'move_to_cart');
    expect(bulkPayload([...manager.getSnapshot().pending.values()], manager.cart, '/cart')).toEqual({
      line_items: [{ line_item_id: 1101, qty: 0, save_for_later: true }],
      products: [{ product_id: 202, qty: 2, save_for_later: false }],
      page_info: { path: '/cart' },
    });
    await vi.advanceTimersByTimeAsync(750);
    const toasts = snackbar.getSnapshot();
    expect(toasts.map((t) => [t.type, t.message, t.timeout])).toEqual([
      ['success', 'Peanut Butter has been saved for later', 3000],
      ['success', 'Kale Chips has been moved to your cart', 3000],
    ]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: cartKeys.saved });
  });

  it("shows each cart_errors message titled 'Add to Cart error', once, and ignores a missing line", async () => {
    bulkUpdate.mockResolvedValue(
      answer(makeCart([butter]), {
        errors: ['line item 1101 not found'],
        cart_errors: ['You can add up to 3 of this item.', 'You can add up to 3 of this item.'],
      }),
    );
    manager.change(kale, 'add');
    await vi.advanceTimersByTimeAsync(750);
    manager.change(kale, 'add');
    await vi.advanceTimersByTimeAsync(750);
    expect(snackbar.getSnapshot().map((t) => [t.type, t.title, t.message])).toEqual([
      ['error', 'Add to Cart error', 'You can add up to 3 of this item.'],
    ]);
    expect(manager.getSnapshot().lastError).toBe('You can add up to 3 of this item.');
  });

  it('clears the out-of-stock toast after 5 s', async () => {
    bulkUpdate.mockResolvedValue(
      answer(makeCart([butter]), { cart_errors: ['The cart contains items that are out of stock'] }),
    );
    manager.change(kale, 'add');
    await vi.advanceTimersByTimeAsync(750);
    expect(snackbar.getSnapshot()[0]?.timeout).toBe(5000);
    await vi.advanceTimersByTimeAsync(5000);
    expect(snackbar.getSnapshot()).toEqual([]);
  });

  it('shows a failed call by the §8 rule and puts the cart back', async () => {
    bulkUpdate.mockRejectedValueOnce(new ApiError('x', 400, { success: false, errors: 'Invalid qty' }));
    manager.change(butter, 'add');
    await vi.advanceTimersByTimeAsync(750);
    expect(manager.qty(101)).toBe(2);
    bulkUpdate.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    manager.change(butter, 'add');
    await vi.advanceTimersByTimeAsync(750);
    bulkUpdate.mockRejectedValueOnce(
      new ApiError('x', 404, { success: false, errors: 'line item 1101 not found' }),
    );
    manager.change(butter, 'add');
    await vi.advanceTimersByTimeAsync(750);
    expect(snackbar.getSnapshot().map((t) => t.message)).toEqual([
      'Invalid qty',
      'An unexpected error has occurred. Please try again later.',
    ]);
  });
});

describe('promo code', () => {
  beforeEach(() => setUp());

  it('trims the code, and answers success or the server text', async () => {
    const applyCoupon = vi.fn().mockResolvedValueOnce(makeCart([butter], { coupons: [] }));
    manager = new CartManager({ client, api: { bulkUpdate, applyCoupon, removeCoupon: vi.fn() } });
    expect(await manager.applyCoupon('  exit20 ')).toBe(true);
    expect(applyCoupon).toHaveBeenCalledWith('exit20');
    expect(manager.getSnapshot().promo).toEqual({ status: 'success', message: 'Promo code EXIT20 applied.' });

    applyCoupon.mockRejectedValueOnce(
      new ApiError('x', 400, { success: false, errors: 'This coupon is only valid on your first order.' }),
    );
    expect(await manager.applyCoupon('exit20')).toBe(false);
    expect(manager.getSnapshot().promo).toEqual({
      status: 'error',
      message: 'This coupon is only valid on your first order.',
    });
    expect(await manager.applyCoupon('   ')).toBe(false);
    expect(manager.getSnapshot().promo.message).toBe('Please enter a promo code.');
  });

  it("falls back to 'Oops something went wrong'", () => {
    expect(promoErrorText(new TypeError('offline'))).toBe('Oops something went wrong');
    expect(promoErrorText(new ApiError('x', 500, null))).toBe('Oops something went wrong');
  });
});
