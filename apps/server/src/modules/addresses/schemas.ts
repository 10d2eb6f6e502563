import { apiErrorSchema } from '@pantry/domain';
import { z } from 'zod';
import { wholeNumber } from '../../lib/schemas.ts';

/**
 * Request and response shapes of the address calls (account spec §3 Address, §7). Requests are loose on purpose:
 * every field is optional text here, so that a missing or wrong value gets the spec's own message from
 * `validateAddress` (400 naming the field) rather than a generic schema error.
 */

const MAX_INPUT_LENGTH = 1000;

/** Text from a form ('94107') or JSON (94107); PostgreSQL text cannot hold NUL, so it is refused. */
const text = z
  .union([z.string().max(MAX_INPUT_LENGTH), z.number()], { error: 'must be text' })
  .transform(String)
  .refine((value) => !value.includes('\u0000'), { error: 'must not contain a NUL character' });
/** A field left out, or null in JSON, is absent. */
const textInput = text.nullish().transform((value) => value ?? undefined);

/** A checkbox from a form ('1', 'true', 'on', '0', 'false', '') or JSON (true, 1). */
const flagInput = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false', 'on', 'off', ''])], {
    error: 'must be true or false',
  })
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true' || value === 'on')
  .optional();

export const addressBodySchema = z.object({
  firstname: textInput,
  lastname: textInput,
  street1: textInput,
  street2: textInput,
  city: textInput,
  postcode: textInput,
  region_code: textInput,
  region_id: textInput,
  /** 'Region objects are normalised to their value': region[value]=CA, { "region": { "value": "CA" } } or 'CA'. */
  region: z
    .union([text, z.object({ value: textInput })], { error: 'must be text or { value }' })
    .nullish()
    .transform((value) => value ?? undefined),
  telephone: textInput,
  is_default: flagInput,
});
export type AddressBody = z.output<typeof addressBodySchema>;

export const addressIdParams = z.object({ id: wholeNumber(1, 2_147_483_647) });

export const zipLookupBodySchema = z.object({ zip: textInput });

/** One saved address as the account pages show it: the phone in display form (123-456-7890). */
export const addressSchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  street1: z.string(),
  street2: z.string(),
  city: z.string(),
  postcode: z.string(),
  region_id: z.number().int(),
  region_code: z.string(),
  /** The region's name, e.g. 'California'. */
  region: z.string(),
  telephone: z.string(),
  is_default: z.boolean(),
  default_shipping: z.boolean(),
});
export type AddressView = z.infer<typeof addressSchema>;

export const addressListSchema = z.object({ success: z.literal(true), addresses: z.array(addressSchema) });

/** POST and PUT answer the saved address and the whole list (the default may have moved). */
export const addressSavedSchema = addressListSchema.extend({ address: addressSchema });

/** A refused address: the first field's message in `errors`, the field in `field`, every field's in `fields`. */
export const addressErrorSchema = apiErrorSchema.extend({
  field: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});

export const zipAddressSchema = z.object({
  city: z.string(),
  region_code: z.string(),
  region_id: z.number().int(),
  region: z.string(),
  postcode: z.string(),
});

/** A known ZIP fills the address; an unknown one answers `address: {}` (spec §7: empty object if absent). */
export const zipLookupSchema = z.union([
  z.object({ success: z.literal(true), address: zipAddressSchema }),
  z.object({ success: z.literal(false), address: z.object({}).strict(), errors: z.string() }),
]);
export type ZipLookup = z.infer<typeof zipLookupSchema>;
