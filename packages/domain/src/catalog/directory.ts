import { z } from 'zod';

/**
 * GET /api/v1/brands and GET /api/v1/values (account-and-shell §7 names them without payloads): the store's brands
 * and its shopping values (diets, certifications, concerns, ingredients, social causes), each with its listing
 * page and how many available products it has.
 */

export const VALUE_FAMILIES = ['diets', 'certifications', 'concerns', 'ingredients', 'social'] as const;
export type ValueFamily = (typeof VALUE_FAMILIES)[number];

export const brandEntrySchema = z.object({
  name: z.string(),
  url_key: z.string(),
  url: z.string(),
  product_count: z.number().int(),
});
export const brandDirectorySchema = z.object({ brands: z.array(brandEntrySchema) });
export type BrandDirectory = z.infer<typeof brandDirectorySchema>;

export const valueEntrySchema = z.object({
  family: z.enum(VALUE_FAMILIES),
  label: z.string(),
  url_key: z.string(),
  url: z.string(),
  product_count: z.number().int(),
});
export const valueDirectorySchema = z.object({ values: z.array(valueEntrySchema) });
export type ValueDirectory = z.infer<typeof valueDirectorySchema>;

export const valueDirectoryQuerySchema = z.object({ family: z.enum(VALUE_FAMILIES).optional() });
