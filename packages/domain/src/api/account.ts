import { z } from 'zod';

/**
 * The account's wire contract (account spec §3 Account, §7 calls). Field names are the spec's; money is dollars
 * with 2 decimals; dates are ISO strings or null. A visitor gets the same shape with user_status 'visitor'.
 */

const flag = z.union([z.literal(0), z.literal(1)]);

export const accountSchema = z.object({
  success: z.literal(true),
  // Identity
  id: z.number().int().nullable(),
  customer_id: z.string().nullable(),
  email: z.string().nullable(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  telephone: z.string().nullable(),
  group_id: z.number().int(),
  is_registered: flag,
  logged_in: flag,
  // Status
  user_status: z.enum(['visitor', 'lead', 'trial', 'member', 'canceled']),
  trial_type: z.string(),
  action_taken: z.string().nullable(),
  ready: z.boolean(),
  is_active: z.boolean(),
  pays_plan_fee: z.boolean(),
  is_attentive: z.boolean(),
  // Activity
  num_orders: z.number().int(),
  has_purchased: z.boolean(),
  order_info: z.object({ first_order_date: z.string().nullable(), lifetime_order_count: z.number().int() }),
  // Subscription
  subscription: z.object({
    membership_status: z.enum(['Monthly', 'Annual']).nullable(),
    plan_code: z.number().int().nullable(),
    expired_date: z.string().nullable(),
    joined_date: z.string().nullable(),
    type: z.string().nullable(),
    renew: z.boolean(),
    cancellation_date: z.string().nullable(),
    last_refund_amount: z.number().nullable(),
    cycle_count: z.number().int(),
    trial_expiry: z.string().nullable(),
    retention_offer_used: z.boolean(),
  }),
  // Autoship
  autoship: z.object({
    status: z.string().nullable(),
    autoship_type: z.string().nullable(),
    autoship_enabled: z.boolean(),
    opted_out: z.boolean(),
    loaded_to_cart: z.boolean(),
  }),
  // Credit and savings
  raf_balance: z.number(),
  raf_expiration_date: z.string().nullable(),
  /** The gift card balance in dollars (ours, issue 23); it never expires. */
  gift_card_balance: z.number(),
  current_year_savings: z.number(),
  lifetime_savings: z.number(),
  savings_guarantee_amount: z.number(),
  autoship_savings: z.number(),
  // Flags
  fresh_enabled: z.boolean(),
  /** Worked out from `date_of_birth` on the store's calendar day (issue 23); false until one is confirmed. */
  is_over_21: z.boolean(),
  /** The date of birth the shopper confirmed, YYYY-MM-DD, or null. */
  date_of_birth: z.string().nullable(),
  /** When they confirmed it (ISO), or null. */
  age_verified_at: z.string().nullable(),
  sms_subscribed: z.boolean(),
  card_failed: z.boolean(),
  is_reactivated_member: z.boolean(),
  ppe_fee_opted_out: z.boolean(),
  is_thrive_employee: z.boolean(),
  otp_required: z.boolean(),
  cartprefill_ai_enabled: z.boolean(),
  cartprefill_quiz_enabled: z.boolean(),
  single_cart_migrated_landing: flag,
  billing_zip: z.string().nullable(),
  has_password: z.boolean(),
  hear_about_us: z.string().nullable(),
  // Other
  assigned_warehouse: z.string().nullable(),
  default_shipping_address: z.object({ telephone: z.string(), postcode: z.string() }).nullable(),
  gwp_id: z.string().nullable(),
  ccode: z.string().nullable(),
  ebt_data: z.object({ has_ebt_card: z.boolean() }).nullable(),
  quiz_completion_date: z.string().nullable(),
});
export type Account = z.infer<typeof accountSchema>;

/** GET /account's answer when nobody is signed in: the same shape, status 'visitor', nothing known. */
export function visitorAccount(): Account {
  return {
    success: true,
    id: null,
    customer_id: null,
    email: null,
    firstname: null,
    lastname: null,
    telephone: null,
    group_id: 1,
    is_registered: 0,
    logged_in: 0,
    user_status: 'visitor',
    trial_type: 'regular',
    action_taken: null,
    ready: true,
    is_active: false,
    pays_plan_fee: false,
    is_attentive: false,
    num_orders: 0,
    has_purchased: false,
    order_info: { first_order_date: null, lifetime_order_count: 0 },
    subscription: {
      membership_status: null,
      plan_code: null,
      expired_date: null,
      joined_date: null,
      type: null,
      renew: false,
      cancellation_date: null,
      last_refund_amount: null,
      cycle_count: 0,
      trial_expiry: null,
      retention_offer_used: false,
    },
    autoship: {
      status: null,
      autoship_type: null,
      autoship_enabled: false,
      opted_out: false,
      loaded_to_cart: false,
    },
    raf_balance: 0,
    raf_expiration_date: null,
    gift_card_balance: 0,
    current_year_savings: 0,
    lifetime_savings: 0,
    savings_guarantee_amount: 0,
    autoship_savings: 0,
    fresh_enabled: true,
    is_over_21: false,
    date_of_birth: null,
    age_verified_at: null,
    sms_subscribed: false,
    card_failed: false,
    is_reactivated_member: false,
    ppe_fee_opted_out: false,
    is_thrive_employee: false,
    otp_required: false,
    cartprefill_ai_enabled: false,
    cartprefill_quiz_enabled: false,
    single_cart_migrated_landing: 0,
    billing_zip: null,
    has_password: false,
    hear_about_us: null,
    assigned_warehouse: null,
    default_shipping_address: null,
    gwp_id: null,
    ccode: null,
    ebt_data: null,
    quiz_completion_date: null,
  };
}

/** POST /auth/google's answer: the account plus what the sign-in did (spec §4 Google sign-in). */
export const googleSignInSchema = accountSchema.extend({
  action_taken: z.enum([
    'new_user_created_associated',
    'existing_user_logged_in',
    'existing_user_associated',
  ]),
});

export const otpVerifySchema = z.object({
  success: z.boolean(),
  verify_success: z.boolean(),
  route: z.string().optional(),
});
export type OtpVerify = z.infer<typeof otpVerifySchema>;

export const simpleSuccessSchema = z.object({ success: z.literal(true), message: z.string().optional() });

/** GET /membership/offers: one offer per plan a visitor can choose. */
export const membershipOfferSchema = z.object({
  plan_code: z.number().int(),
  name: z.string(),
  kind: z.enum(['monthly', 'annual', 'trial']),
  price: z.number(),
  /** Annual plans: the price spread over 12 months, rounded down to the cent (59.95 → 4.99). */
  monthly_equivalent: z.number(),
  term_months: z.number().int(),
  trial_days: z.number().int(),
  /** What is charged today: 0 for a trial. */
  due_today: z.number(),
  renews_as: z.string(),
});
export const membershipOffersSchema = z.object({
  success: z.literal(true),
  offers: z.array(membershipOfferSchema),
});
export type MembershipOffer = z.infer<typeof membershipOfferSchema>;

export const membershipTaxSchema = z.object({
  success: z.literal(true),
  tax_rate: z.number(),
  taxes: z.array(
    z.object({ plan_code: z.number().int(), subtotal: z.number(), tax: z.number(), total: z.number() }),
  ),
});
