import { paymentTypeInputs } from '@pantry/domain';
import { z } from 'zod';
import { wholeNumber } from '../../lib/schemas.ts';

/**
 * Request schemas of the payment routes. They check shapes and sizes only; the card and address rules, with the
 * shopper's messages, are in @pantry/domain and applied by the gateway and the service. Posts arrive form-encoded
 * (every value a string) or as JSON, so numbers and flags accept both spellings.
 */

const flagValues = ['true', 'false', '1', '0', 'on', 'off', 'yes', 'no', ''] as const;

/** A yes/no from a query string, a form ('1', 'true', 'on') or JSON (true); missing is false. */
const flag = z
  .union([z.boolean(), z.enum(flagValues)], { error: 'must be true or false' })
  .optional()
  .transform(
    (value) => value === true || value === 'true' || value === '1' || value === 'on' || value === 'yes',
  );

const required = (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : 'must be text');
const text = (max: number) =>
  z.string({ error: required }).max(max, { error: `must be at most ${max} characters` });
const numberOrText = z.union([z.number(), text(10)], { error: required });
const gatewayToken = text(200).trim().min(1, { error: 'is required' });

/** POST /payment-gateway/test/tokens. The number is a string: 16 digits do not survive a JSON number. */
export const tokenBodySchema = z.object({
  number: text(40),
  exp_month: numberOrText,
  exp_year: numberOrText,
  cvc: z.union([z.number(), text(10)], { error: required }).optional(),
});

/** Address fields are checked together by validateBillingAddress, which names each missing one. */
const addressText = text(1000).optional();

export const cardBodySchema = z.object({
  token: gatewayToken,
  firstname: addressText,
  lastname: addressText,
  street1: addressText,
  street2: addressText,
  city: addressText,
  postcode: addressText,
  region_code: z.union([text(100), z.object({ value: text(100) })], { error: 'must be text' }).optional(),
  telephone: addressText,
  is_default: flag,
});

export const listQuerySchema = z.object({ all: flag, is_checkout: flag });

export const paymentTypeBodySchema = z.object({
  payment_type: z
    .string({ error: 'is required' })
    .trim()
    .toLowerCase()
    .pipe(z.enum(paymentTypeInputs, { error: `must be one of ${paymentTypeInputs.join(', ')}` })),
  /** The EBT card's token from the gateway; not used by the wallets. */
  token: gatewayToken.optional(),
  /** Google Pay: whether the browser reports a card ready in Google Pay (spec §5). */
  has_present_methods: flag,
});

export const methodIdParams = z.object({ id: wholeNumber(1, 2_147_483_647) });
