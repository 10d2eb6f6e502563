import { Agent, request } from 'node:http';
import { type CpuMeter, type CpuSample, cpuPerRequest } from './cpu.ts';
/**
 * Issue 4: 'a cart quantity change and the cart fetch at 20 concurrent shoppers with 10-line carts, on PostgreSQL:
 * p95 under 20 ms; checkout p95 under 60 ms'. Autocannon sends one cookie for every connection, so these figures come
 * from 20 signed-in shoppers of our own, each looping over its own keep-alive connection for 10 s after 2 s of
 * warm-up.
 */

export const SHOPPERS = 20;
/** Issue 23 §6: cart reads were measured at 10 connections; `--shoppers 10` runs every phase with that many. */
let shoppersPerPhase = SHOPPERS;
export function setShoppers(count: number): void {
  if (!Number.isInteger(count) || count < 1) throw new Error(`--shoppers is a whole number, not ${count}`);
  shoppersPerPhase = count;
}
export const shoppers = () => shoppersPerPhase;
/** Issue 10: PGlite answered 50 concurrent cart reads with p99 1.9 s (max 6 s); the `fetch50` phase measures that. */
export const CROWD = 50;
/** Each phase first runs this long untimed: connections prepare their statements, V8 compiles the hot paths. */
const WARMUP_MS = 2_000;

/**
 * The timed phases; `--phase checkout` (repeatable) runs only those named. `fetch-autoship`: the same cart read by
 * shoppers who each have an active autoship schedule with 3 items due (issue 23 §6: the next shipment joins every
 * cart answer). `checkout-flow`: the whole way to an order (fill the cart, read it, place it), not only the last call.
 */
export const cartPhases = [
  'fetch',
  'fetch-autoship',
  'fetch50',
  'change',
  'checkout',
  'checkout-flow',
  'hot',
] as const;
export type CartPhase = (typeof cartPhases)[number];
const DURATION_MS = 10_000;

export type ShopperFigures = {
  target: string;
  requests: number;
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  /** CPU milliseconds per counted request: the app process, and the database's backends (PostgreSQL only). */
  cpu?: { appMs: number; databaseMs: number };
};

export type Shopper = {
  agent: Agent;
  cookie: string;
  lineItemId: number;
  cardToken: string;
  productIds: number[];
};

const origins = new Map<string, { hostname: string; port: string }>();

/** The server's CPU meter for the run in progress (benchCart sets it), read by every phase. */
let meter: CpuMeter | undefined;
/** Waits out the store's background work before a phase (benchCart sets it; PostgreSQL only). */
let settle: (() => Promise<void>) | undefined;

/** The base URL's host and port, parsed once (URL parsing on every request showed in the generator's CPU). */
function origin(base: string) {
  let known = origins.get(base);
  if (!known) {
    const url = new URL(base);
    known = { hostname: url.hostname, port: url.port };
    origins.set(base, known);
  }
  return known;
}

type Answer = { status: number; json: ReturnType<typeof JSON.parse>; setCookie: string | null };

/**
 * One request over the shopper's own keep-alive connection. node:http rather than fetch: on a 2-core machine that
 * also runs the server and PostgreSQL, fetch's per-request cost in the load generator showed up in the figures. For
 * the same reason the body is only parsed when read (`json`): timed calls look at the status alone.
 */
export function call(
  agent: Agent,
  base: string,
  method: string,
  path: string,
  cookie: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const payload = body ? JSON.stringify(body) : undefined;
  const { hostname, port } = origin(base);
  return new Promise((done, fail) => {
    const req = request(
      {
        hostname,
        port,
        path,
        agent,
        method,
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const setCookie = res.headers['set-cookie']?.[0] ?? null;
          done({
            status: res.statusCode ?? 0,
            setCookie,
            get json() {
              const text = Buffer.concat(chunks).toString('utf8');
              return text ? JSON.parse(text) : null;
            },
          });
        });
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end(payload);
  });
}

/** A member with an address, a saved test card and a 10-line cart. */
export async function makeShopper(base: string, index: number, productIds: number[]): Promise<Shopper> {
  const email = `bench.cart.${Date.now()}.${index}@example.com`;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const registered = await call(agent, base, 'POST', '/api/v1/auth/register', '', {
    email,
    password: 'bench password 1',
    firstname: 'Bench',
    lastname: `Shopper${index}`,
  });
  if (registered.status !== 200)
    throw new Error(`register: ${registered.status} ${JSON.stringify(registered.json)}`);
  const cookie = (registered.setCookie ?? '').split(';')[0] ?? '';
  const address = {
    firstname: 'Bench',
    lastname: 'Shopper',
    street1: '1 Market St',
    street2: '',
    city: 'San Francisco',
    postcode: '94105',
    region_code: 'CA',
    telephone: '415-555-0100',
  };
  await call(agent, base, 'POST', '/api/v1/account/address', cookie, address);
  const token = await call(agent, base, 'POST', '/api/v1/payment-gateway/test/tokens', cookie, {
    number: '4242424242424242',
    exp_month: 12,
    exp_year: new Date().getFullYear() + 3,
    cvc: '123',
  });
  const cardToken = token.json.token as string;
  await call(agent, base, 'POST', '/api/v1/account/cc', cookie, { token: cardToken, ...address });
  const joined = await call(agent, base, 'POST', '/api/v1/membership', cookie, {
    plan_code: 3,
    payment_token: cardToken,
  });
  if (joined.status !== 200) throw new Error(`join: ${joined.status} ${JSON.stringify(joined.json)}`);
  let cart: { boxes: { items: { line_item_id: number }[] }[] } = { boxes: [] };
  for (const productId of productIds) {
    cart = (
      await call(agent, base, 'POST', '/api/v1/carts/product', cookie, { product_id: productId, qty: 1 })
    ).json;
  }
  const lineItemId = cart.boxes.flatMap((box) => box.items)[0]?.line_item_id;
  if (!lineItemId) throw new Error('the bench cart has no lines');
  return { agent, cookie, lineItemId, cardToken, productIds };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;
}

/**
 * Every shopper runs `step` back to back: 2 s of warm-up, then 10 s counted; only `step`'s own time is counted.
 */
export async function drive(
  target: string,
  shoppers: Shopper[],
  step: (s: Shopper, i: number) => Promise<{ ok: boolean; ms: number }>,
) {
  await settle?.();
  const times: number[] = [];
  let errors = 0;
  const start = performance.now();
  const from = start + WARMUP_MS;
  const until = from + DURATION_MS;
  // The CPU meter reads the counted span only: from the end of the warm-up to the last counted answer.
  let before: Promise<CpuSample> | undefined;
  const warmedUp = setTimeout(() => {
    before = meter?.sample();
  }, WARMUP_MS);
  await Promise.all(
    shoppers.map(async (shopper) => {
      let i = 0;
      for (let now = start; now < until; now = performance.now()) {
        const { ok, ms } = await step(shopper, i++);
        if (now < from) continue;
        if (ok) times.push(ms);
        else errors++;
      }
    }),
  );
  clearTimeout(warmedUp);
  const cpu =
    meter && before ? cpuPerRequest(await before, await meter.sample(), times.length + errors) : undefined;
  times.sort((a, b) => a - b);
  return {
    target,
    ...(cpu ? { cpu } : {}),
    requests: times.length,
    reqPerSec: times.length / (DURATION_MS / 1000),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: percentile(times, 100),
    errors,
  } satisfies ShopperFigures;
}

export async function timed(run: () => Promise<{ status: number }>, expected: number) {
  const started = performance.now();
  const { status } = await run();
  return { ok: status === expected, ms: performance.now() - started };
}

type Listed = { id: number; in_stock: boolean; product_type: string; autoship_enabled?: boolean };

/** In-stock simple products from the food listings (checkout takes units, so the bench restocks them first). */
export async function stockedProducts(
  base: string,
  count: number,
  keep: (p: Listed) => boolean = () => true,
): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ids.length < count && page <= 20; page++) {
    const answer = (await (
      await fetch(`${base}/api/v1/products?filter[category]=food&page_size=96&cur_page=${page}`)
    ).json()) as { products: Listed[] };
    if (answer.products.length === 0) break;
    ids.push(
      ...answer.products.filter((p) => p.in_stock && p.product_type === 'simple' && keep(p)).map((p) => p.id),
    );
  }
  return ids.slice(0, count);
}

/** Subscribes each shopper to 3 products on autoship: an active schedule whose next shipment holds them. */
async function subscribeToAutoship(base: string, shoppers: readonly Shopper[]): Promise<void> {
  const products = await stockedProducts(base, 3, (p) => p.autoship_enabled === true);
  if (products.length < 3) throw new Error('fewer than 3 autoship products in the food listings');
  await restock(base, products);
  for (const s of shoppers) {
    for (const productId of products) {
      const answer = await call(s.agent, base, 'POST', '/api/v1/autoship/items', s.cookie, {
        product_id: productId,
        qty: 1,
      });
      if (answer.status !== 200) throw new Error(`autoship: ${answer.status} ${JSON.stringify(answer.json)}`);
    }
  }
}

/** Keeps the bench products in stock through the server's bench route (checkout takes units on every run). */
export async function restock(base: string, productIds: number[]): Promise<void> {
  const res = await fetch(`${base}/api/bench/restock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ product_ids: productIds }),
  });
  if (!res.ok) throw new Error(`restock answered ${res.status}: ${await res.text()}`);
}

/** Ten distinct products of `pool` for round `round` of shopper `shopper` (repeatable, spread over the pool). */
export function tenOf(pool: readonly number[], shopper: number, round: number): number[] {
  const picked = new Set<number>();
  let seed = (shopper * 7919 + round * 104_729 + 1) >>> 0;
  while (picked.size < Math.min(10, pool.length)) {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    picked.add(pool[seed % pool.length] as number);
  }
  return [...picked];
}

/**
 * Times `POST /checkout` of whatever the cart holds; `fill` refills the cart first, untimed. Each round has its own
 * idempotency key (`phase` keeps two phases' round numbers apart: a repeated key would only replay an old order).
 */
function checkoutRound(
  base: string,
  phase: CartPhase,
  fill: (s: Shopper, i: number) => { product_id: number; qty: number }[],
) {
  return async (s: Shopper, i: number) => {
    await call(s.agent, base, 'POST', '/api/v1/carts/bulk_product', s.cookie, { products: fill(s, i) });
    return timed(
      () =>
        call(
          s.agent,
          base,
          'POST',
          '/api/v1/checkout',
          s.cookie,
          { payment_token: s.cardToken },
          { 'idempotency-key': `bench-${phase}-${s.cardToken}-${i}` },
        ),
      201,
    );
  };
}

/**
 * Cart fetch and quantity change on 10-line carts; checkout of 10-line carts drawn from 200 products (shoppers'
 * orders overlap as real ones do); and checkout where all 20 shoppers buy the same product at once (the hot-item
 * worst case: every order waits for the one product row's lock).
 */
export async function benchCart(
  base: string,
  phases: readonly CartPhase[] = cartPhases,
  cpu?: CpuMeter,
  settleFirst?: () => Promise<void>,
): Promise<ShopperFigures[]> {
  meter = cpu;
  settle = settleFirst;
  const pool = await stockedProducts(base, 200);
  await restock(base, pool);
  const productIds = pool.slice(0, 10);
  const shoppers: Shopper[] = [];
  for (let i = 0; i < shoppersPerPhase; i++) shoppers.push(await makeShopper(base, i, productIds));
  const index = new Map(shoppers.map((s, i) => [s, i]));
  const figures: ShopperFigures[] = [];
  const run = (phase: CartPhase) => phases.includes(phase);
  if (run('fetch')) {
    figures.push(
      await drive('cart fetch (GET /carts)', shoppers, (s) =>
        timed(() => call(s.agent, base, 'GET', '/api/v1/carts', s.cookie), 200),
      ),
    );
  }
  if (run('fetch-autoship')) {
    // Shoppers of their own, so the plain fetch above stays the cart of a shopper without a schedule.
    const subscribed: Shopper[] = [];
    for (let i = 0; i < shoppersPerPhase; i++)
      subscribed.push(await makeShopper(base, shoppersPerPhase + i, productIds));
    await subscribeToAutoship(base, subscribed);
    figures.push(
      await drive('cart fetch with an autoship schedule (GET /carts)', subscribed, (s) =>
        timed(() => call(s.agent, base, 'GET', '/api/v1/carts', s.cookie), 200),
      ),
    );
  }
  if (run('fetch50')) {
    // More shoppers of the same kind, so that CROWD read their carts at once.
    const crowd = [...shoppers];
    while (crowd.length < CROWD) crowd.push(await makeShopper(base, crowd.length, productIds));
    figures.push(
      await drive(`cart fetch, ${CROWD} shoppers at once (GET /carts)`, crowd, (s) =>
        timed(() => call(s.agent, base, 'GET', '/api/v1/carts', s.cookie), 200),
      ),
    );
  }
  if (run('change')) {
    figures.push(
      await drive('cart quantity change (PUT /carts/product)', shoppers, (s, i) =>
        timed(
          () =>
            call(s.agent, base, 'PUT', '/api/v1/carts/product', s.cookie, {
              line_item_id: s.lineItemId,
              qty: 1 + (i % 2),
            }),
          200,
        ),
      ),
    );
  }
  if (run('checkout')) {
    figures.push(
      await drive(
        'checkout of a 10-line cart (POST /checkout)',
        shoppers,
        checkoutRound(base, 'checkout', (s, i) =>
          tenOf(pool, index.get(s) ?? 0, i).map((id) => ({ product_id: id, qty: 1 })),
        ),
      ),
    );
  }
  if (run('checkout-flow')) {
    figures.push(
      await drive('checkout, the whole way (fill, GET /carts, POST /checkout)', shoppers, async (s, i) => {
        const started = performance.now();
        const products = tenOf(pool, index.get(s) ?? 0, i).map((id) => ({ product_id: id, qty: 1 }));
        const filled = await call(s.agent, base, 'POST', '/api/v1/carts/bulk_product', s.cookie, {
          products,
        });
        const read = await call(s.agent, base, 'GET', '/api/v1/carts', s.cookie);
        const placed = await call(
          s.agent,
          base,
          'POST',
          '/api/v1/checkout',
          s.cookie,
          { payment_token: s.cardToken },
          { 'idempotency-key': `bench-checkout-flow-${s.cardToken}-${i}` },
        );
        const ok = filled.status === 200 && read.status === 200 && placed.status === 201;
        return { ok, ms: performance.now() - started };
      }),
    );
  }
  if (run('hot')) {
    const hot = pool[0] as number;
    figures.push(
      await drive(
        'checkout, all shoppers buying one product',
        shoppers,
        checkoutRound(base, 'hot', () => [{ product_id: hot, qty: 1 }]),
      ),
    );
  }
  return figures;
}
