import { z } from 'zod';
import { productSchema } from '../api/catalog.ts';

/**
 * The wire contract of preferences, never-items and recommendations (issue 24; account spec §7 names GET /preferences
 * with preferences, user_preferences and data.preferred_diet, and /ds/recommend without its payload: the rest is
 * Pantry's, docs/decisions/recommendations.md).
 */

/** One diet or value a shopper may choose: an attribute value of the catalog. */
export const preferenceOptionSchema = z.object({ key: z.string(), label: z.string(), family: z.string() });
export type PreferenceOption = z.infer<typeof preferenceOptionSchema>;

/** What a shopper chose: attribute url keys. */
export const chosenPreferencesSchema = z.object({
  diets: z.array(z.string()),
  values: z.array(z.string()),
});
export type ChosenPreferences = z.infer<typeof chosenPreferencesSchema>;

/** GET /preferences: the choices the catalog offers, the shopper's own, and their preferred diets. */
export const preferencesAnswerSchema = z.object({
  success: z.literal(true),
  preferences: z.object({ diets: z.array(preferenceOptionSchema), values: z.array(preferenceOptionSchema) }),
  user_preferences: chosenPreferencesSchema,
  data: z.object({ preferred_diet: z.array(z.string()) }),
});
export type PreferencesAnswer = z.infer<typeof preferencesAnswerSchema>;

/** GET /account/neverlist: the never-items, newest first. */
export const neverListAnswerSchema = z.object({
  success: z.literal(true),
  items: z.array(z.number().int()),
  products: z.array(productSchema),
});
export type NeverListAnswer = z.infer<typeof neverListAnswerSchema>;

/** GET /ds/recommend, /account/recommended and /account/deals-for-you: product ids best first, and their cards. */
export const recommendationsAnswerSchema = z.object({
  success: z.literal(true),
  product_ids: z.array(z.number().int()),
  products: z.array(productSchema),
});
export type RecommendationsAnswer = z.infer<typeof recommendationsAnswerSchema>;

/** How many recommendations a page shows, and the most a call may ask for. */
export const RECOMMENDATION_LIMITS = { page: 24, max: 48 } as const;
