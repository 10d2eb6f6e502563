import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt, signedIn, visitor } from '../account/test-support.tsx';
import { cartKeys, cartManagerFor, cartPanel } from '../cart/index.ts';
import { fakeCartServer, json, makeCart, makeLine } from '../cart/test-support.ts';
import { CartButton } from '../shell/index.ts';
import { CartHost } from './cart-host.tsx';

function Frame() {
  return (
    <>
      <CartButton />
      <CartHost />
    </>
  );
}

const lines = [
  makeLine({ product_id: 1, title: 'Rolled Oats', line_item_qty: 2, price: 4.5, msrp: 5 }),
  makeLine({ product_id: 2, title: 'Frozen Peas', box_type: 'frozen', line_item_qty: 1, price: 3 }),
  makeLine({ product_id: 3, title: 'Pinot Noir', box_type: 'wine', is_alcohol: true, price: 18 }),
  makeLine({
    product_id: 4,
    title: 'Trail Mix Sample',
    price: 0,
    msrp: 2.99,
    tc_product_type: 'SAMPLE',
    free_label: 'FREE ($2.99 value)',
  }),
];

let server = fakeCartServer(lines);

async function openPanel(account = visitor()) {
  const view = renderAt(Frame, '*', '/c/food', account);
  await waitFor(() => expect(view.client.getQueryData(cartKeys.cart)).toBeTruthy());
  await screen.findByRole('link', { name: 'Cart, 5 items' });
  fireEvent.click(screen.getByRole('link', { name: 'Cart, 5 items' }));
  const dialog = await screen.findByRole('dialog', { name: /Your cart/ });
  // The panel's contents load the first time it opens: a dynamic import, which a busy machine takes seconds over.
  await within(dialog).findByRole('link', { name: 'Checkout' }, { timeout: 10_000 });
  return { ...view, dialog };
}

describe('cart panel', () => {
  beforeEach(() => {
    server = fakeCartServer(lines);
    server.respond = (call) => {
      if (call.path === '/api/v1/products')
        return json({ products: [], count: 0, cur_page: 1, page_size: 10, facets: [] });
      return undefined;
    };
    vi.stubGlobal('fetch', vi.fn(server.fetch));
    sessionStorage.clear();
  });
  afterEach(() => {
    cartPanel.close();
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens when the header button was clicked before the lazily loaded cart host mounted (issue 12 flake)', async () => {
    // The shell loads the cart host after hydration; a quick shopper's click lands first and must not be lost.
    const early = renderAt(CartButton, '*', '/c/food', visitor());
    fireEvent.click(await screen.findByRole('link', { name: /^Cart/ }));
    early.unmount();
    renderAt(Frame, '*', '/c/food', visitor());
    expect(await screen.findByRole('dialog', { name: /Your cart/ })).toBeTruthy();
  });

  it('shows each gift in the panel, with its recipient and price, and counts it (issue 23)', async () => {
    const gift = (id: number, type: 'credit' | 'membership', name: string, price: number) => ({
      id,
      product_id: 90,
      type,
      amount: type === 'credit' ? price : 0,
      price,
      gc_recipient_full_name: name,
      gc_recipient_email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
      gc_message: '',
      sender_fullname: 'Sam Sender',
      gc_sender_email: 'sam@example.com',
    });
    const gifts = [gift(1, 'credit', 'Rita Friend', 10), gift(2, 'membership', 'Ona Other', 49.95)];
    const giftCart = makeCart([], {
      gifts,
      gift: gifts[0]!,
      total_items_in_cart: 2,
      subtotal: 59.95,
      grand_total: 59.95,
    });
    server.respond = (call) =>
      call.path === '/api/v1/carts' && call.method === 'GET' ? json(giftCart) : undefined;
    renderAt(Frame, '*', '/c/food', signedIn());
    fireEvent.click(await screen.findByRole('link', { name: 'Cart, 2 items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your cart (2 items)' });
    expect(await within(dialog).findByText('Gift card credit · $10.00')).toBeTruthy();
    expect(within(dialog).getByText('1 year membership')).toBeTruthy();
    expect(within(dialog).getByText(/For Ona Other/)).toBeTruthy();
    expect(within(dialog).getAllByRole('button', { name: /^Remove the gift for/ })).toHaveLength(2);
    expect(within(dialog).queryByText('Your cart is empty')).toBeNull();

    // Remove takes off that one gift, named by its id.
    const left = makeCart([], { gifts: [gifts[1]!], gift: gifts[1]!, total_items_in_cart: 1 });
    server.respond = (call) => {
      if (call.path === '/api/v1/carts/product' && call.method === 'DELETE') return json(left);
      return call.path === '/api/v1/carts' && call.method === 'GET' ? json(giftCart) : undefined;
    };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove the gift for Rita Friend' }));
    await waitFor(() => expect(within(dialog).queryByText('Gift card credit · $10.00')).toBeNull());
    const removal = server.calls.find((call) => call.method === 'DELETE');
    expect(Object.fromEntries(removal!.query)).toEqual({ product_id: '90', line_item_id: '1' });
    expect(within(dialog).getByText('1 year membership')).toBeTruthy();
  });

  it('opens from the header button as a labelled dialog with the boxes, their messages and lines', async () => {
    const { dialog } = await openPanel();
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Grocery box' })).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Frozen box' })).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Wine box' })).toBeTruthy();
    // The frozen box holds one item: '1 item', never '1 items' (issue 12).
    expect(within(dialog).getAllByText('1 item').length).toBeGreaterThan(0);
    expect(within(dialog).queryByText(/\b1 items\b/)).toBeNull();
    expect(within(dialog).getByText("You're $147.00 away from free shipping")).toBeTruthy();
    expect(within(dialog).getAllByRole('progressbar')[0]?.getAttribute('aria-valuenow')).toBe('6');
    expect(within(dialog).getByText('Free sample')).toBeTruthy();
    expect(within(dialog).getByText('FREE ($2.99 value)')).toBeTruthy();
    expect(
      within(dialog).getByText('Signature required upon delivery. Must be at least 21 yrs+.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/checkout');
  });

  it('changes quantities at once and queues them; remove and save for later too', async () => {
    const { dialog, client } = await openPanel();
    const oats = within(dialog).getByRole('group', { name: 'Quantity of Rolled Oats in cart' });
    fireEvent.click(within(oats).getByRole('button', { name: 'Add one more Rolled Oats' }));
    expect(within(oats).getByRole('status').textContent).toBe('3');
    expect(screen.getByRole('link', { name: 'Cart, 6 items' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Frozen Peas for later' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Pinot Noir from cart' }));
    await cartManagerFor(client).flush();
    expect(server.bulkCalls()).toHaveLength(1);
    expect(server.bulkCalls()[0]?.body.bulkProductsPayload).toMatchObject({
      line_items: [
        { line_item_id: '1001', qty: '3', save_for_later: 'false' },
        { line_item_id: '1002', qty: '0', save_for_later: 'true' },
        { line_item_id: '1003', qty: '0' },
      ],
    });
    await screen.findByText('Frozen Peas has been saved for later');
  });

  it('shows the promo code error from the server, else the fallback', async () => {
    const { dialog } = await openPanel();
    server.respond = (call) =>
      call.path === '/api/v1/carts/coupon'
        ? json({ success: false, errors: 'The coupon code "NOPE" is not valid.' }, 400)
        : undefined;
    fireEvent.change(within(dialog).getByLabelText('Promo code'), { target: { value: ' nope ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The coupon code "NOPE" is not valid.',
    );
    const sent = server.calls.find((c) => c.path === '/api/v1/carts/coupon');
    expect(sent?.body).toEqual({ code: 'nope' });
    server.respond = () => json({ success: false }, 500);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('Oops something went wrong'),
    );
  });

  it('lists totals by type', async () => {
    server.respond = (call) =>
      call.path === '/api/v1/carts'
        ? json(
            makeCart(lines, {
              totals: [
                { type: 'shipping', value: 5.95 },
                { type: 'thrive_shipping_frozen', value: 9.95 },
                { type: 'thrive_shipping_wine', value: 0 },
                { type: 'discount', value: -6 },
                { type: 'tax', value: 1.2 },
                { type: 'ppe_fee', value: 0.99 },
              ],
            }),
          )
        : undefined;
    const { dialog } = await openPanel();
    const rows = within(dialog)
      .getAllByRole('term')
      .map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'Subtotal (5 items) $30.00',
      'Grocery shipping $5.95',
      'Frozen shipping $9.95',
      'Wine shipping FREE',
      'Discount -$6.00',
      'Estimated tax $1.20',
      'PPE fee $0.99',
      'Total $30.00',
    ]);
  });

  it('opens with #isCartOpen and shows the empty cart with a way to shop', async () => {
    server = fakeCartServer([]);
    vi.stubGlobal('fetch', vi.fn(server.fetch));
    renderAt(Frame, '*', '/#isCartOpen', visitor());
    const dialog = await screen.findByRole('dialog', { name: /Your cart/ });
    expect(await within(dialog).findByText('Your cart is empty')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close cart' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("gives a lapsed member's add the reactivation modal and remembers the item", async () => {
    server.respond = (call) => (call.path === '/api/v1/membership/offers' ? json({ offers: [] }) : undefined);
    const { dialog } = await openPanel(signedIn({ user_status: 'canceled', group_id: 5 }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add one more Rolled Oats' }));
    const modal = await screen.findByRole('dialog', { name: 'Your membership has ended' });
    // The reactivation form loads when the modal first opens.
    expect(await within(modal).findByRole('heading', { name: 'Reactivate your membership' })).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem('pantry.cart.reactivation-item') ?? '{}')).toMatchObject({
      product_id: 1,
      title: 'Rolled Oats',
    });
    expect(server.bulkCalls()).toHaveLength(0);
  });
});
