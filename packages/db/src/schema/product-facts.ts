import type { Nutrition } from '@pantry/domain';
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';

/**
 * The grocery facts of a product page: ingredients, the major allergens they contain, the nutrition facts
 * panel and the country of origin. Kept beside `products` so listings never read them. A product without
 * a row (a gift card, a membership) has none of them; an empty value means "not on its label".
 */
export const productFacts = pgTable('product_facts', {
  productId: integer()
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  /** As printed on the label: 'Organic dry roasted peanuts, sea salt.' */
  ingredients: text().notNull().default(''),
  /** Major allergens (FALCPA and sesame), in label order: ['Peanuts']. */
  allergens: text().array().notNull().default([]),
  /** The nutrition facts panel, as printed; null for goods that carry none (wine, soap, paper). */
  nutrition: jsonb().$type<Nutrition>(),
  countryOfOrigin: text().notNull().default(''),
});
