import {
  and,
  asc,
  createRandom,
  type DbOrTx,
  desc,
  eq,
  isNull,
  products,
  type Random,
  sql,
} from '@pantry/db';

/**
 * The demo shoppers' order history (issue 24: 'several hundred orders across the demo shoppers, with repeat buys'),
 * planned from a seeded random generator so every start writes the same orders. Shaped like households shop:
 * - each household has staples it buys in most orders, each with its own chance;
 * - it shops a few favourite aisles (categories), where products go in "bought together" groups of two or three
 *   shared by every household (pasta and its sauce), the group's first product most often, so aisles repeat too;
 * - now and then one product from anywhere, for variety.
 */

export type HistoryPlan = { daysAgo: number; productIds: number[] };

/** A household's plan: its history, and baskets of the same habits for its recent orders (the status table's). */
export type HouseholdPlan = { history: HistoryPlan[]; recent: number[][] };

/** How many history orders each demo household has, and how many days apart they are. */
export const DEMO_HOUSEHOLDS: Record<string, { orders: number; everyDays: number }> = {
  'member@pantry.test': { orders: 100, everyDays: 3.5 },
  'employee@pantry.test': { orders: 80, everyDays: 4.5 },
  'monthly@pantry.test': { orders: 70, everyDays: 5 },
  'canceled@pantry.test': { orders: 50, everyDays: 7 },
};

/** History ends before the oldest order of the status table (closed, 45 days ago). */
export const HISTORY_STARTS_DAYS_AGO = 50;

const STAPLES = 6;
const AISLES = 3;
const GROUP_SIZES = [2, 3] as const;
const MAX_LINES = 12;
/** Products read for the plan: the most popular orderable ones, so demo orders look like what sells. */
const POOL = 600;

/** What a demo order may hold (the history and the recent orders alike): in stock, simple, unrestricted, priced. */
export const demoOrderable = and(
  eq(products.isAvailable, true),
  sql`${products.stockQty} >= 20`,
  eq(products.productType, 'simple'),
  isNull(products.tcProductType),
  isNull(products.restrictionTagId),
  sql`${products.effectivePriceCents} > 0`,
);

export type PoolProduct = { id: number; categoryId: number };

/** Orderable products for the history: in stock, simple, unrestricted, priced, not gifts; by popularity. */
export async function historyPool(db: DbOrTx): Promise<PoolProduct[]> {
  return db
    .select({ id: products.id, categoryId: products.categoryId })
    .from(products)
    .where(demoOrderable)
    .orderBy(desc(products.popularity), asc(products.id))
    .limit(POOL);
}

/** Each aisle's products in "bought together" groups, in popularity order. */
function aisleGroups(pool: readonly PoolProduct[], random: Random): Map<number, number[][]> {
  const byAisle = new Map<number, number[]>();
  for (const product of pool)
    byAisle.set(product.categoryId, [...(byAisle.get(product.categoryId) ?? []), product.id]);
  const groups = new Map<number, number[][]>();
  for (const [aisle, ids] of byAisle) {
    if (ids.length < 4) continue;
    const list: number[][] = [];
    for (let at = 0; at < ids.length; ) {
      const size = random.pick(GROUP_SIZES);
      list.push(ids.slice(at, at + size));
      at += size;
    }
    groups.set(aisle, list);
  }
  return groups;
}

/** Picks an index where the first ones are likelier (about 1/(i+1)): favourites come back. */
function favourite(random: Random, length: number): number {
  const weights = Array.from({ length }, (_, i) => 1 / (i + 1));
  return random.weighted(
    Array.from({ length }, (_, i) => i),
    weights,
  );
}

type Household = { staples: { id: number; chance: number }[]; aisles: number[][][] };

function household(random: Random, groups: Map<number, number[][]>): Household {
  const aisleKeys = [...groups.keys()].sort((a, b) => a - b);
  const aisles = random.sample(aisleKeys, AISLES).map((key) => groups.get(key) ?? []);
  const leaders = aisles.flatMap((list) => list.slice(0, 4).map((group) => group[0]!));
  const staples = random.sample(leaders, STAPLES).map((id) => ({ id, chance: 0.45 + random.next() * 0.45 }));
  return { staples, aisles };
}

function basket(random: Random, home: Household, pool: readonly PoolProduct[]): number[] {
  const lines = new Set<number>();
  for (const staple of home.staples) if (random.chance(staple.chance)) lines.add(staple.id);
  const picks = random.int(2, 4);
  for (let i = 0; i < picks; i++) {
    const aisle = random.pick(home.aisles);
    if (aisle.length === 0) continue;
    const group = aisle[favourite(random, aisle.length)] ?? [];
    group.forEach((id, j) => {
      if (j === 0 || random.chance(0.65)) lines.add(id);
    });
  }
  if (random.chance(0.35)) lines.add(random.pick(pool).id);
  while (lines.size < 2) lines.add(random.pick(pool).id);
  return [...lines].slice(0, MAX_LINES);
}

/**
 * The plan of each named household: its history, oldest first, `everyDays` apart and ending 50 days ago, then
 * `recent[email]` more baskets of the same habits for its recent orders.
 */
export function planDemoHistory(
  pool: readonly PoolProduct[],
  emails: readonly string[],
  recent: Record<string, number> = {},
  seed = 24,
): Map<string, HouseholdPlan> {
  const random = createRandom(seed);
  const groups = aisleGroups(pool, random);
  const plans = new Map<string, HouseholdPlan>();
  if (groups.size === 0) return plans;
  for (const email of emails) {
    const shape = DEMO_HOUSEHOLDS[email];
    if (!shape) continue;
    const home = household(random, groups);
    const history: HistoryPlan[] = [];
    for (let n = shape.orders - 1; n >= 0; n--) {
      // A day or so either way, so orders do not fall on the same weekday forever.
      const daysAgo = HISTORY_STARTS_DAYS_AGO + n * shape.everyDays + random.next();
      history.push({ daysAgo, productIds: basket(random, home, pool) });
    }
    const baskets = Array.from({ length: recent[email] ?? 0 }, () => basket(random, home, pool));
    plans.set(email, { history, recent: baskets });
  }
  return plans;
}
