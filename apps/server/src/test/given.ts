import { accounts, eq, products, sql } from '@pantry/db';
import type { CartLineInput, OrderStatus } from '@pantry/domain';
import { intArray, queryRows } from '../lib/sql.ts';
import { call } from '../modules/addresses/test-support.ts';
import { Shopper } from '../modules/cart/test-support.ts';
import { type PlacedTestOrder, placeTestOrder } from '../modules/orders/test-support.ts';
import { billing, send, signIn, tokenize } from '../modules/payments/test-support.ts';
import { SESSION_COOKIE } from './accounts.ts';
import type { TestApp } from './helper.ts';

/**
 * Scenario builder for API tests: say what the test starts from, get back what it needs.
 *
 *   const t = useTestApp();
 *   const given = useGiven(t);
 *   const member = await given.member({ state: 'UT', card: true, over21: true });
 *   const wine = await given.product({ box: 'wine' });
 *   const order = await given.order({ member, status: 'shipped' });
 *
 * Everything goes through the app's own routes and helpers (the module test-support files), on whichever database
 * the test app runs (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */

export type ShopperOptions = {
  /** State of the default shipping address (a ZIP of that state from the ZIP table); null: no address. Default 'CA'. */
  state?: string | null;
  /** Save a 4242 test Visa (the default card). Default false, or true with a plan. */
  card?: boolean;
  /** Confirm a date of birth 21 or more years back through PUT /account (is_over_21). Default false. */
  over21?: boolean;
};

export type Plan = 'annual' | 'monthly' | 'trial';

export type MemberOptions = ShopperOptions & {
  /**
   * Join through POST /membership with the saved card (a real membership row and charge). Without it the account is
   * simply marked a member (user_status member, group 4), with no membership row and no charge.
   */
  plan?: Plan;
};

type CardToken<O> = O extends { card: true } | { plan: Plan } ? string : string | undefined;

export type GivenShopper<O = ShopperOptions> = {
  accountId: number;
  /** The session id; `cookie` and `headers` carry it. */
  sessionId: string;
  cookie: string;
  /** Headers for `app.inject` as this shopper. */
  headers: { cookie: string };
  /** The default shipping address's id, when there is one. */
  addressId: O extends { state: null } ? undefined : number;
  /** The saved card's gateway token (its `payment_token`), when there is one. */
  cardToken: CardToken<O>;
  /** The shopper's browser: `add`, `get`, `cart` and `call` with the session cookie (cart test-support). */
  shopper: Shopper;
};

export type ProductOptions = {
  /** grocery (default), frozen, fresh or wine (wine is alcohol). */
  box?: 'grocery' | 'frozen' | 'fresh' | 'wine';
  /** Set the stock to this; without it the product has at least 20 units. */
  stock?: number;
  /** A product carrying this badge (e.g. 'Out of Stock'); by default one with neither Out of Stock nor Back Soon. */
  badge?: string;
  /** SNAP-eligible (`ebt_eligible`, spec ebt_eligibility 1) or not; by default either. */
  ebt?: boolean;
};

export type GivenProduct = { id: number; sku: string; title: string; priceCents: number; stock: number };

export type OrderOptions<M extends { accountId: number } = { accountId: number }> = {
  /** Whose order (a `given.member()`, or any account); default a new member, answered as `member`. */
  member?: M;
  /** Moved along the legal path to this status; default processing (just placed). */
  status?: OrderStatus;
  /** The order's lines; default two in-stock simple products. */
  lines?: CartLineInput[];
  placedAt?: Date;
};

const PLAN_CODES: Record<Plan, number> = { annual: 3, monthly: 6, trial: 0 };

/** Binds the builder to a test file's app (`useTestApp()`); its app and database are read when a call runs. */
export function useGiven(t: TestApp) {
  /** Products already handed out in this file, so two tests never share (and restock) one. */
  const handedOut = new Set<number>();

  async function zipOf(state: string): Promise<{ zip: string; city: string }> {
    const [row] = await queryRows<{ zip: string; city: string }>(
      t.db,
      sql`SELECT zip, city FROM zip_codes WHERE region_code = ${state} ORDER BY zip LIMIT 1`,
    );
    if (!row) throw new Error(`given: no ZIP code for state '${state}'`);
    return row;
  }

  /** A signed-in lead (no membership): optionally a default address, a saved card, over 21. */
  async function shopper<const O extends ShopperOptions>(options: O = {} as O): Promise<GivenShopper<O>> {
    const { accountId, cookie } = await signIn(t);
    const sessionId = cookie.slice(`${SESSION_COOKIE}=`.length);
    const browser = new Shopper(t.app, sessionId);
    const state = options.state === undefined ? 'CA' : options.state;
    let addressId: number | undefined;
    if (state !== null) {
      const { zip, city } = await zipOf(state);
      const saved = await call<{ address: { id: number } }>(t.app, 'POST', '/api/v1/account/address', {
        cookie,
        json: { ...billing, region_code: state, postcode: zip, city },
      });
      if (saved.status !== 200) throw new Error(`given: address in ${state}: ${JSON.stringify(saved.body)}`);
      addressId = saved.body.address.id;
    }
    let cardToken: string | undefined;
    if (options.card || (options as MemberOptions).plan !== undefined) {
      cardToken = await tokenize(t.app, '4242424242424242');
      const saved = await send(t.app, 'POST', '/account/cc', {
        shopper: { accountId, cookie },
        json: { token: cardToken, ...billing },
      });
      if (saved.statusCode !== 200) throw new Error(`given: card: ${saved.body}`);
    }
    if (options.over21) {
      const confirmed = await send(t.app, 'PUT', '/account', {
        shopper: { accountId, cookie },
        json: { date_of_birth: '1990-01-01' },
      });
      if (confirmed.statusCode !== 200) throw new Error(`given: date of birth: ${confirmed.body}`);
    }
    return {
      accountId,
      sessionId,
      cookie,
      headers: { cookie },
      addressId,
      cardToken,
      shopper: browser,
    } as GivenShopper<O>;
  }

  /** A signed-in member: a shopper (see `shopper`) who is a member, by plan through the API or by status. */
  async function member<const O extends MemberOptions>(options: O = {} as O): Promise<GivenShopper<O>> {
    const made = await shopper(options);
    if (options.plan) {
      const joined = await t.app.inject({
        method: 'POST',
        url: '/api/v1/membership',
        headers: made.headers,
        payload: { plan_code: PLAN_CODES[options.plan], payment_token: made.cardToken },
      });
      if (joined.statusCode !== 200) throw new Error(`given: join ${options.plan}: ${joined.body}`);
    } else {
      await t.db
        .update(accounts)
        .set({ userStatus: 'member', groupId: 4 })
        .where(eq(accounts.id, made.accountId));
    }
    return made;
  }

  /**
   * A plain product of the catalog (simple, or wine for the wine box; not a gift, sample or sold-as-fresh item; no
   * restriction but wine's alcohol; no quantity rules), not handed out before in this file.
   */
  async function product(options: ProductOptions = {}): Promise<GivenProduct> {
    const box = options.box ?? 'grocery';
    const badged = (text: string) =>
      sql`EXISTS (SELECT 1 FROM product_badges pb JOIN badges b ON b.id = pb.badge_id
                  WHERE pb.product_id = p.id AND b.text = ${text})`;
    const badgeRule = options.badge
      ? badged(options.badge)
      : sql`NOT ${badged('Out of Stock')} AND NOT ${badged('Back Soon')}`;
    const stockRule = options.stock === undefined && !options.badge ? sql`p.stock_qty >= 20` : sql`TRUE`;
    const [row] = await queryRows<GivenProduct>(
      t.db,
      sql`SELECT p.id, p.sku, p.title, p.price_cents AS "priceCents", p.stock_qty AS stock
          FROM products p
          WHERE p.box_type = ${box} AND p.product_type = ${box === 'wine' ? 'wine' : 'simple'}
            AND p.is_available AND p.sold_as_fresh IS NULL AND p.tc_product_type IS NULL
            AND (p.restriction_tag_id IS NULL OR p.box_type = 'wine')
            AND (p.min_order_qty IS NULL OR p.min_order_qty <= 1)
            AND (p.max_order_qty IS NULL OR p.max_order_qty <= 0 OR p.max_order_qty >= 50)
            AND ${stockRule} AND ${badgeRule}
            AND ${options.ebt === undefined ? sql`TRUE` : sql`p.ebt_eligible = ${options.ebt}`}
            AND p.id <> ALL(${intArray([...handedOut])})
          ORDER BY p.id LIMIT 1`,
    );
    if (!row)
      throw new Error(`given: no more ${box} products${options.badge ? ` badged ${options.badge}` : ''}`);
    handedOut.add(row.id);
    if (options.stock !== undefined) {
      await t.db.update(products).set({ stockQty: options.stock }).where(eq(products.id, row.id));
      row.stock = options.stock;
    }
    return row;
  }

  /**
   * A placed order (priced by priceCart with CA tax, charged to a fresh test Visa, written by createOrderRows, as
   * checkout writes one), moved along the legal path of the state table to `status`.
   */
  async function order<M extends { accountId: number } = GivenShopper<Record<never, never>>>(
    options: OrderOptions<M> = {},
  ): Promise<PlacedTestOrder & { member: M }> {
    const owner = options.member ?? ((await member()) as unknown as M);
    const placed = await placeTestOrder(t.app, owner.accountId, {
      ...(options.lines ? { lines: options.lines } : {}),
      ...(options.status ? { status: options.status } : {}),
      ...(options.placedAt ? { placedAt: options.placedAt } : {}),
    });
    return { ...placed, member: owner };
  }

  return { shopper, member, product, order };
}

export type Given = ReturnType<typeof useGiven>;
