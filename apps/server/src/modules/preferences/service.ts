import {
  and,
  attributeValues,
  type DbOrTx,
  desc,
  eq,
  inArray,
  neverItems,
  products,
  shoppingPreferences,
} from '@pantry/db';
import type { ChosenPreferences, NeverListAnswer, PreferenceOption, PreferencesAnswer } from '@pantry/domain';
import { badRequest, notFound } from '../../errors.ts';
import { loadProducts } from '../catalog/index.ts';

/**
 * Shopping preferences and never-items (issue 24). Preferences name the catalog's own attribute values by url key:
 * diets from the `diets` family, values from `social` (who makes it) and `certifications` (how it is made).
 * Nothing reacts to these changes (the recommender reads them when it ranks), so they write no event.
 */

export const DIET_FAMILIES = ['diets'] as const;
export const VALUE_FAMILIES = ['social', 'certifications'] as const;
/** The most never-items a shopper keeps: beyond it, the oldest ones still count but the list page shows this many. */
export const NEVER_LIST_PAGE = 200;

/** The diets and values a shopper may choose, in the catalog's order. */
export async function preferenceOptions(db: DbOrTx): Promise<PreferencesAnswer['preferences']> {
  const rows = await db
    .select({ family: attributeValues.family, key: attributeValues.urlKey, label: attributeValues.label })
    .from(attributeValues)
    .where(inArray(attributeValues.family, [...DIET_FAMILIES, ...VALUE_FAMILIES]))
    .orderBy(attributeValues.family, attributeValues.position, attributeValues.label);
  const option = (row: (typeof rows)[number]): PreferenceOption => ({ ...row });
  return {
    diets: rows.filter((r) => r.family === 'diets').map(option),
    values: rows.filter((r) => r.family !== 'diets').map(option),
  };
}

/** The shopper's chosen diets and values (none chosen: both empty). */
export async function chosenPreferencesOf(db: DbOrTx, accountId: number): Promise<ChosenPreferences> {
  const [row] = await db
    .select({ diets: shoppingPreferences.preferredDiets, values: shoppingPreferences.preferredValues })
    .from(shoppingPreferences)
    .where(eq(shoppingPreferences.accountId, accountId));
  return { diets: row?.diets ?? [], values: row?.values ?? [] };
}

/** The shopper's preferred diets (attribute url keys): what the recommender and prefill boost. */
export async function preferredDietsOf(db: DbOrTx, accountId: number): Promise<string[]> {
  return (await chosenPreferencesOf(db, accountId)).diets;
}

/** GET /preferences: what may be chosen, what the shopper chose, and data.preferred_diet. */
export async function preferencesAnswer(db: DbOrTx, accountId: number): Promise<PreferencesAnswer> {
  const [options, chosen] = await Promise.all([preferenceOptions(db), chosenPreferencesOf(db, accountId)]);
  return {
    success: true,
    preferences: options,
    user_preferences: chosen,
    data: { preferred_diet: chosen.diets },
  };
}

/** Refuses a key the catalog does not offer in that family (400 naming it). */
function checkKeys(keys: readonly string[], offered: readonly PreferenceOption[], what: string): string[] {
  const known = new Set(offered.map((option) => option.key));
  const unknown = keys.find((key) => !known.has(key));
  if (unknown !== undefined) throw badRequest(`${what}: '${unknown}' is not one the store offers`);
  return [...new Set(keys)];
}

/** Replaces the diets and/or values given (a list left out keeps what was chosen); answers GET /preferences. */
export async function savePreferences(
  db: DbOrTx,
  accountId: number,
  change: { diets?: string[]; values?: string[] },
): Promise<PreferencesAnswer> {
  const options = await preferenceOptions(db);
  const diets = change.diets && checkKeys(change.diets, options.diets, 'preferred_diet');
  const values = change.values && checkKeys(change.values, options.values, 'values');
  const set = {
    ...(diets ? { preferredDiets: diets } : {}),
    ...(values ? { preferredValues: values } : {}),
    updatedAt: new Date(),
  };
  await db
    .insert(shoppingPreferences)
    .values({ accountId, preferredDiets: diets ?? [], preferredValues: values ?? [] })
    .onConflictDoUpdate({ target: shoppingPreferences.accountId, set });
  return preferencesAnswer(db, accountId);
}

/** The shopper's never-item product ids, newest first. */
export async function neverItemIdsOf(db: DbOrTx, accountId: number): Promise<number[]> {
  const rows = await db
    .select({ id: neverItems.productId })
    .from(neverItems)
    .where(eq(neverItems.accountId, accountId))
    .orderBy(desc(neverItems.createdAt), desc(neverItems.productId));
  return rows.map((row) => row.id);
}

/** GET /account/neverlist: the ids and the products' cards, newest first. */
export async function neverList(db: DbOrTx, accountId: number): Promise<NeverListAnswer> {
  const items = await neverItemIdsOf(db, accountId);
  return { success: true, items, products: await loadProducts(db, items.slice(0, NEVER_LIST_PAGE)) };
}

/** 'Never show me this': adding one twice keeps one. An unknown product is a 404. */
export async function addNeverItem(
  db: DbOrTx,
  accountId: number,
  productId: number,
): Promise<NeverListAnswer> {
  const [known] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!known) throw notFound('Product not found');
  await db.insert(neverItems).values({ accountId, productId }).onConflictDoNothing();
  return neverList(db, accountId);
}

/** Takes a product off the never list (absent: nothing to do). */
export async function removeNeverItem(
  db: DbOrTx,
  accountId: number,
  productId: number,
): Promise<NeverListAnswer> {
  await db
    .delete(neverItems)
    .where(and(eq(neverItems.accountId, accountId), eq(neverItems.productId, productId)));
  return neverList(db, accountId);
}
