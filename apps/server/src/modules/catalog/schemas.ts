import { productSchema, sortValues } from '@pantry/domain';
import { z } from 'zod';
import { wholeNumber } from '../../lib/schemas.ts';
import { attributeTypes, filterCodes, LIST_FILTER } from './facets.ts';

/**
 * Request schemas of the catalog routes. Every message names what is wrong in the shopper's terms; the
 * errors plugin prefixes the field ("Invalid page_size: …"). The same schemas parse the web loaders' queries.
 */

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
/** Deep pages beyond this are refused rather than scanned (10,000 × 100 products is the whole catalog). */
export const MAX_PAGE = 10_000;
export const MAX_QUERY_LENGTH = 200;
const MAX_VALUES_PER_FILTER = 50;

const noNul = (value: string) => !value.includes('\u0000');

/** A slug from a path (category url key, product url key…). */
export const keyParam = z
  .string()
  .min(1, { error: 'must not be empty' })
  .max(200, { error: 'must be at most 200 characters' })
  .refine(noNul, { error: 'must not contain a NUL character' });

/** Free text a shopper typed (search box). Empty after trimming is allowed here; routes decide. */
export const searchText = z
  .string({ error: 'must be text' })
  .trim()
  .max(MAX_QUERY_LENGTH, { error: `must be at most ${MAX_QUERY_LENGTH} characters` })
  .refine(noNul, { error: 'must not contain a NUL character' });

const filterValues = z
  .union([z.string(), z.array(z.string())], { error: 'must be text values, as filter[<facet>]=value' })
  .transform((value) => {
    const list = Array.isArray(value) ? value : [value];
    return [...new Set(list.map((item) => item.trim()).filter(Boolean))];
  })
  .pipe(
    z
      .array(
        z
          .string()
          .max(100, { error: 'values must be at most 100 characters' })
          .refine(noNul, { error: 'values must not contain a NUL character' }),
      )
      .max(MAX_VALUES_PER_FILTER, { error: `at most ${MAX_VALUES_PER_FILTER} values per filter` }),
  );

/** `filter[<facet>]=value`, repeatable: a record of facet code → values. Unknown codes are refused. */
export const filterParam = z
  .record(z.string(), filterValues, { error: 'must be given as filter[<facet>]=value' })
  .superRefine((filter, ctx) => {
    for (const code of Object.keys(filter)) {
      if (!(filterCodes as readonly string[]).includes(code)) {
        ctx.addIssue({
          code: 'custom',
          path: [code],
          message: `unknown filter '${code.slice(0, 40)}'; filters are ${filterCodes.join(', ')}`,
        });
      }
    }
    if ((filter[LIST_FILTER]?.length ?? 0) > 1) {
      ctx.addIssue({ code: 'custom', path: [LIST_FILTER], message: 'takes one list' });
    }
  })
  .transform((filter) => {
    const out: Record<string, string[]> = {};
    for (const [code, values] of Object.entries(filter)) if (values.length) out[code] = values;
    return out;
  });

export const sortParam = z.enum(sortValues, { error: `must be one of ${sortValues.join(', ')}` });

/** The listing query shared by /products, /search and the listing pages (ListingQuery in @pantry/domain). */
export const listingQuerySchema = z.object({
  filter: filterParam.optional(),
  q: searchText.optional(),
  sort: sortParam.optional(),
  cur_page: wholeNumber(1, MAX_PAGE).optional(),
  page_size: wholeNumber(1, MAX_PAGE_SIZE).optional(),
});
export type ListingQueryInput = z.output<typeof listingQuerySchema>;

export const attributePageQuerySchema = listingQuerySchema.extend({
  type: z.enum(attributeTypes, { error: `must be one of ${attributeTypes.join(', ')}` }).optional(),
});

export const dealKeys = ['savings', 'gifts', 'thrivecash'] as const;
export type DealKey = (typeof dealKeys)[number];

export const dealsQuerySchema = listingQuerySchema.extend({
  key: z.enum(dealKeys, { error: `must be one of ${dealKeys.join(', ')}` }).optional(),
});

export const keyParams = z.object({ key: keyParam });
export const urlKeyParams = z.object({ url_key: keyParam });
export const productIdParams = z.object({ id: wholeNumber(1, 2_147_483_647) });

export const similarProductsSchema = z.object({ products: z.array(productSchema) });

/** The home page (HomePage in @pantry/domain's loader context). */
export const homePageSchema = z.object({
  sections: z.array(z.object({ title: z.string(), url: z.string(), products: z.array(productSchema) })),
  featured_categories: z.array(z.object({ name: z.string(), url_key: z.string() })),
});
