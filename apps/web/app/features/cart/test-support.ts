import type { BoxType, CartLineItem, CartWire } from '@pantry/domain';
import qs from 'qs';
import { visitor } from '../account/test-support.tsx';

/** Tests: cart lines, carts and a small fake of the cart API at the network edge (fetch). */

export function makeLine(overrides: Partial<CartLineItem> = {}): CartLineItem {
  const id = overrides.product_id ?? overrides.id ?? 101;
  return {
    id,
    product_id: id,
    sku: `SKU-${id}`,
    line_item_id: 1000 + id,
    line_item_qty: 1,
    min_order_qty: 1,
    max_order_qty: 9000,
    product_type: 'simple',
    price: 5.99,
    msrp: 7.49,
    row_total: 5.99,
    title: `Product ${id}`,
    image: `/media/products/${id}.svg`,
    url_key: `product-${id}`,
    manufacturer: 'Good Acre',
    sold_as_fresh: null,
    box_type: 'grocery',
    save_for_later: false,
    is_cart_prefilled_item: false,
    gwp_id: null,
    tc_product_type: null,
    free_label: null,
    ebt_eligibility: 0,
    in_stock: true,
    is_alcohol: false,
    restriction_tag: null,
    bundle_options: null,
    ...overrides,
  };
}

const cents = (dollars: number) => Math.round(dollars * 100);

/** A cart of these lines, one box per box type, free shipping at $150 per box. */
export function makeCart(lines: CartLineItem[], overrides: Partial<CartWire> = {}): CartWire {
  const types = [...new Set(lines.map((line) => line.box_type))] as BoxType[];
  const boxes = types.map((box_type) => {
    const items = lines
      .filter((line) => line.box_type === box_type)
      .map((line) => ({ ...line, row_total: (cents(line.price) * line.line_item_qty) / 100 }));
    const subtotal = items.reduce((sum, line) => sum + cents(line.row_total), 0) / 100;
    const needed = Math.max(0, 150 - subtotal);
    return {
      box_type,
      items,
      number_of_items: items.reduce((sum, line) => sum + line.line_item_qty, 0),
      subtotal,
      gwp_eligible_subtotal: subtotal,
      free_ship_amt_needed: needed,
      min_amt: 150,
      cart_message:
        needed > 0 ? `You're $${needed.toFixed(2)} away from free shipping` : "You've earned free shipping!",
      fresh_message: null,
      cutoff: null,
      scheduled_items: [],
      one_time_items: [],
    };
  });
  const subtotal = boxes.reduce((sum, box) => sum + cents(box.subtotal), 0) / 100;
  return {
    cart_id: lines.length ? 9 : 0,
    subtotal,
    grand_total: subtotal,
    cart_savings: 0,
    gwp_eligible_subtotal: subtotal,
    fresh_subtotal: 0,
    coupons: [],
    coupon_labels: [],
    totals: [{ type: 'tax', value: 0 }],
    boxes,
    total_items_in_cart: lines.reduce((sum, line) => sum + line.line_item_qty, 0),
    notification: null,
    giftcards: [],
    is_gift: false,
    gifts: [],
    gift_recipient: null,
    gift_message: null,
    is_autoship: false,
    payment_type: null,
    savings: { coupon: 0, gwp: 0, products: 0, thrive_cash: 0, tpr: 0 },
    ...overrides,
  };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

type Call = { method: string; path: string; query: URLSearchParams; body: Record<string, unknown> };
type BulkItem = { line_item_id?: string; product_id?: string; qty?: string; save_for_later?: string };

/**
 * A fake of the cart API: GET /carts, POST /carts/bulk_update (sets quantities by line or product id), GET
 * /account (a visitor). `respond` may answer a call instead (return undefined to fall through).
 */
export function fakeCartServer(initial: CartLineItem[] = []) {
  let lines = initial.map((line) => ({ ...line }));
  const calls: Call[] = [];
  const server = {
    calls,
    respond: undefined as ((call: Call) => Response | Promise<Response> | undefined) | undefined,
    lines: () => lines,
    bulkCalls: () => calls.filter((call) => call.path === '/api/v1/carts/bulk_update'),
    fetch: async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const url = new URL(String(input), 'http://pantry.test');
      const text = typeof init?.body === 'string' ? init.body : '';
      const call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: qs.parse(text) as Record<string, unknown>,
      };
      calls.push(call);
      const custom = await server.respond?.(call);
      if (custom) return custom;
      if (call.path === '/api/v1/account') return json(visitor());
      if (call.path === '/api/v1/carts' && call.method === 'GET') return json(makeCart(lines));
      if (call.path === '/api/v1/carts/bulk_update') {
        const payload = (call.body.bulkProductsPayload ?? {}) as {
          line_items?: BulkItem[];
          products?: BulkItem[];
        };
        for (const item of [...(payload.line_items ?? []), ...(payload.products ?? [])]) apply(item);
        return json({ ...makeCart(lines), errors: [], cart_errors: [] });
      }
      return json({ success: false, errors: `No fake for ${call.method} ${call.path}` }, 404);
    },
  };
  function apply(item: BulkItem) {
    const line = lines.find((l) =>
      item.line_item_id
        ? l.line_item_id === Number(item.line_item_id)
        : l.product_id === Number(item.product_id),
    );
    const qty = Number(item.qty ?? line?.min_order_qty ?? 1);
    if (item.save_for_later === 'true' || qty <= 0) {
      lines = lines.filter((l) => l !== line);
      return;
    }
    if (line) line.line_item_qty = qty;
    else lines.push(makeLine({ product_id: Number(item.product_id), line_item_qty: qty }));
  }
  return server;
}
