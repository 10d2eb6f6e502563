import {
  accounts,
  and,
  attributeValues,
  cartPrefills,
  type Database,
  type DbOrTx,
  eq,
  inArray,
  isNull,
} from '@pantry/db';
import {
  type CartConfig,
  isQuizComplete,
  PREFILL_EMPTY_ERROR,
  type PrefillRecs,
  type Product,
  pickPrefillProducts,
  prefillCriteria,
  type Quiz,
} from '@pantry/domain';
import { AppError, notFound } from '../../errors.ts';
import { addPrefilledItems } from '../cart/index.ts';
import { type CatalogService, loadProducts, STOCKLESS_TYPES } from '../catalog/index.ts';
import { neverItemIdsOf } from '../preferences/index.ts';
import { recommendFor } from '../recommendations/index.ts';
import { findAccountResponse, freshEnabledFor } from './responses.ts';

/**
 * Cart prefill (account-and-shell §4, §7): prepareCartPrefillRecs turns the answers named by `uuid` into products
 * (the recommender, the categories and values the answers' points name, never-items left out) and keeps them;
 * getCartPrefillRecs reads them, and with add_to_cart puts them in the cart once, in one transaction.
 */

export type PrefillDeps = {
  db: Database;
  catalog: CatalogService;
  cartConfig: CartConfig;
  findQuiz: (key: string) => Promise<Quiz | null>;
};

/** How many category or value lists a prefill draws from (the answers' strongest). */
const MAX_LISTS = 6;

export const prefillMessages = {
  disabled: 'Cart prefill is not turned on for your account.',
  unknown: 'No quiz answers found for this uuid.',
  incomplete: 'Please answer every required question first.',
} as const;

/** Sign-in is the route's; the account's flag (cartprefill_quiz_enabled) is checked here. */
async function requirePrefillFlag(db: DbOrTx, accountId: number): Promise<void> {
  const [row] = await db
    .select({ on: accounts.cartprefillQuizEnabled })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!row?.on) throw new AppError('forbidden', prefillMessages.disabled);
}

/** What a prefill may add: in stock, not a free gift or sample, not a gift card or membership (stockless). */
const isGrocery = (p: Product) =>
  p.in_stock && p.tc_product_type === null && !STOCKLESS_TYPES.includes(p.product_type);

/** Products listed for each category or value the answers chose, narrowed to their diets when that leaves any. */
async function listsFor(
  deps: PrefillDeps,
  criteria: ReturnType<typeof prefillCriteria>,
): Promise<number[][]> {
  const families = criteria.attributes.length
    ? await deps.db
        .select({ urlKey: attributeValues.urlKey, family: attributeValues.family })
        .from(attributeValues)
        .where(inArray(attributeValues.urlKey, criteria.attributes))
    : [];
  const filters: Record<string, string[]>[] = [
    ...criteria.categories.map((key) => ({ category: [key] })),
    ...criteria.attributes.flatMap((key) => {
      const family = families.find((f) => f.urlKey === key)?.family;
      return family ? [{ [family]: [key] }] : [];
    }),
  ].slice(0, MAX_LISTS);
  const diets: Record<string, string[]> = criteria.diets.length ? { diets: criteria.diets } : {};
  return Promise.all(
    filters.map(async (filter) => {
      const list = async (f: Record<string, string[]>) =>
        (await deps.catalog.listProducts({ filter: f, page_size: criteria.size })).products
          .filter(isGrocery)
          .map((p) => p.id);
      const narrowed = await list({ ...filter, ...diets });
      return narrowed.length || !criteria.diets.length ? narrowed : list(filter);
    }),
  );
}

/** Chooses the products for the account's answers (read only). */
async function chooseProducts(
  deps: PrefillDeps,
  accountId: number,
  quiz: Quiz,
  answers: Record<string, string[]>,
) {
  const criteria = prefillCriteria(quiz.recommendation_points, answers);
  const never = await neverItemIdsOf(deps.db, accountId);
  const [recommended, byCategory] = await Promise.all([
    recommendFor(deps.db, accountId, {
      limit: criteria.size * 2,
      diets: criteria.diets,
      excludeProductIds: never,
    }),
    listsFor(deps, criteria),
  ]);
  // Groceries only: the recommender may rank gift cards and memberships (stockless), which a prefill never adds.
  const cards = await loadProducts(deps.db, recommended);
  const groceries = new Set(cards.filter(isGrocery).map((p) => p.id));
  return pickPrefillProducts({
    recommended: recommended.filter((id) => groceries.has(id)),
    byCategory,
    excluded: new Set(never),
    size: criteria.size,
  });
}

async function completedResponse(deps: PrefillDeps, accountId: number, uuid: string) {
  const response = await findAccountResponse(deps.db, accountId, uuid);
  const quiz = response ? await deps.findQuiz(response.quizKey) : null;
  if (!response || !quiz?.prefills_cart) throw notFound(prefillMessages.unknown);
  const context = { freshEnabled: await freshEnabledFor(deps.db, accountId) };
  if (!isQuizComplete(quiz.questions, response.answers, context))
    throw new AppError('conflict', prefillMessages.incomplete);
  return { response, quiz };
}

type PrefillRow = typeof cartPrefills.$inferSelect;

function answer(uuid: string, row: PrefillRow, added: number): PrefillRecs {
  const empty = row.productIds.length === 0;
  return {
    success: !empty,
    uuid,
    product_ids: row.productIds,
    added,
    has_sent: row.sentAt !== null,
    ...(empty ? { errors: PREFILL_EMPTY_ERROR, code: 'prefill_empty' as const } : {}),
  };
}

/** POST /prepareCartPrefillRecs: chooses and keeps the products (again, while the prefill was not sent). */
export async function preparePrefill(
  deps: PrefillDeps,
  accountId: number,
  uuid: string,
): Promise<PrefillRecs> {
  await requirePrefillFlag(deps.db, accountId);
  const { response, quiz } = await completedResponse(deps, accountId, uuid);
  const productIds = await chooseProducts(deps, accountId, quiz, response.answers);
  const [row] = await deps.db
    .insert(cartPrefills)
    .values({ accountId, responseUuid: uuid, productIds })
    .onConflictDoUpdate({
      target: cartPrefills.accountId,
      set: { responseUuid: uuid, productIds, preparedAt: new Date() },
      // A prefill already sent keeps the products it sent.
      setWhere: isNull(cartPrefills.sentAt),
    })
    .returning();
  const kept = row ?? (await prefillRow(deps.db, accountId));
  if (!kept) throw new Error('cart prefill row missing after upsert');
  return answer(uuid, kept, 0);
}

async function prefillRow(db: DbOrTx, accountId: number): Promise<PrefillRow | null> {
  const [row] = await db.select().from(cartPrefills).where(eq(cartPrefills.accountId, accountId));
  return row ?? null;
}

/**
 * POST /getCartPrefillRecs: the prepared products (prepared now if not yet); with add_to_cart, in one transaction,
 * the prefill is claimed (sent_at set where it was null, so a second call or a parallel one adds nothing) and the
 * products go in the cart, unless the cart already holds items and the shopper did not ask by hand
 * (is_manual_prefill): a non-empty cart marks the prefill as sent.
 */
export async function getPrefill(
  deps: PrefillDeps,
  accountId: number,
  input: { uuid: string; addToCart: boolean; manual: boolean },
): Promise<PrefillRecs> {
  await requirePrefillFlag(deps.db, accountId);
  let row = await prefillRow(deps.db, accountId);
  if (!row || (row.sentAt === null && row.responseUuid !== input.uuid)) {
    await preparePrefill(deps, accountId, input.uuid);
    row = await prefillRow(deps.db, accountId);
  }
  if (!row) throw new Error('cart prefill row missing after prepare');
  if (!input.addToCart || row.sentAt !== null || row.productIds.length === 0)
    return answer(input.uuid, row, 0);
  return deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(cartPrefills)
      .set({ sentAt: new Date() })
      .where(and(eq(cartPrefills.accountId, accountId), isNull(cartPrefills.sentAt)))
      .returning();
    if (!claimed) {
      const now = await prefillRow(tx, accountId);
      return answer(input.uuid, now ?? row, 0);
    }
    const { added } = await addPrefilledItems(tx, accountId, claimed.productIds, deps.cartConfig, {
      onlyIfEmpty: !input.manual,
    });
    const [done] = await tx
      .update(cartPrefills)
      .set({ added: added.length })
      .where(eq(cartPrefills.accountId, accountId))
      .returning();
    return answer(input.uuid, done ?? claimed, added.length);
  });
}
