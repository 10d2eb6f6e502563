import { z } from 'zod';
import { ORDER_STATUSES } from '../orders/status.ts';
import { THRIVE_CASH_EARN_REASONS, THRIVE_CASH_KINDS } from '../thrivecash/ledger.ts';

/**
 * The console's Members area on the wire (issue 25: GET/POST /api/admin/members…). Money in cents, moments as ISO
 * strings, like the rest of the console's contract; nothing here is a spec shape.
 */

const userStatusSchema = z.enum(['visitor', 'lead', 'trial', 'member', 'canceled']);

export const adminMemberRowSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  created_at: z.string(),
  user_status: userStatusSchema,
  plan: z.string().nullable(),
});
export type AdminMemberRow = z.infer<typeof adminMemberRowSchema>;

export const adminMemberPageSchema = z.object({
  members: z.array(adminMemberRowSchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  next_before: z.number().int().nullable(),
});
export type AdminMemberPage = z.infer<typeof adminMemberPageSchema>;

/** The member search's filters, as GET /api/admin/members's query string names them. */
export type AdminMemberQuery = { q?: string; before?: number; limit?: number };

export const adminMembershipSchema = z.object({
  membership_id: z.number().int(),
  plan: z.string(),
  plan_kind: z.enum(['monthly', 'annual', 'trial']),
  state: z.enum(['trial', 'active', 'canceled', 'expired']),
  started_at: z.string(),
  /** The end of the paid (or trial) period. */
  expires_at: z.string(),
  /** While a trial runs: when it ends and converts. */
  trial_ends_at: z.string().nullable(),
  /** When it renews by itself (an active term with a card), else null. */
  renews_at: z.string().nullable(),
  canceled_at: z.string().nullable(),
});

const moneyMovementSchema = z.object({
  id: z.number().int(),
  kind: z.enum(THRIVE_CASH_KINDS),
  label: z.string(),
  reason: z.enum(THRIVE_CASH_EARN_REASONS).nullable(),
  amount_cents: z.number().int(),
  at: z.string(),
  pending: z.boolean(),
  order_increment_id: z.string().nullable(),
  note: z.string().nullable(),
});

const giftSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  credit_cents: z.number().int(),
  price_cents: z.number().int(),
  status: z.string(),
  code_last_four: z.string().nullable(),
  /** Who it was for (bought) or who bought it (redeemed). */
  other_party: z.string(),
  order_increment_id: z.string().nullable(),
  at: z.string(),
});

export const adminMemberSchema = z.object({
  account: z.object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    telephone: z.string().nullable(),
    created_at: z.string(),
    user_status: userStatusSchema,
    group_id: z.number().int(),
    is_employee: z.boolean(),
    card_failed: z.boolean(),
    /** A lapsed member: their membership ended (canceled, a declined card or a term that ran out). */
    lapsed: z.boolean(),
  }),
  membership: adminMembershipSchema.nullable(),
  sign_in: z.object({
    locked: z.boolean(),
    locked_until: z.string().nullable(),
    failed_attempts: z.number().int(),
    active_sessions: z.number().int(),
  }),
  /** What staff may do now, by the same rules the changes apply. */
  can: z.object({
    comp_month: z.boolean(),
    extend_trial: z.boolean(),
    unlock: z.boolean(),
    end_sessions: z.boolean(),
  }),
  orders: z.array(
    z.object({
      id: z.number().int(),
      increment_id: z.string(),
      created_at: z.string(),
      status: z.enum(ORDER_STATUSES),
      status_label: z.string(),
      grand_total_cents: z.number().int(),
    }),
  ),
  autoship: z
    .object({
      status: z.string(),
      next_shipment_date: z.string(),
      frequency_weeks: z.number().int(),
      failed_attempts: z.number().int(),
      items: z.array(
        z.object({
          id: z.number().int(),
          product_id: z.number().int(),
          title: z.string(),
          qty: z.number().int(),
          frequency_weeks: z.number().int(),
          status: z.string(),
          next_date: z.string(),
        }),
      ),
    })
    .nullable(),
  thrive_cash: z.object({
    available_cents: z.number().int(),
    pending_cents: z.number().int(),
    ledger: z.array(moneyMovementSchema),
  }),
  gift_cards: z.object({
    balance_cents: z.number().int(),
    bought: z.array(giftSchema),
    redeemed: z.array(giftSchema),
  }),
  reviews: z.array(
    z.object({
      id: z.number().int(),
      product_id: z.number().int(),
      product_title: z.string(),
      rating: z.number().int(),
      title: z.string(),
      status: z.enum(['pending', 'approved', 'rejected']),
      created_at: z.string(),
    }),
  ),
  addresses: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      street1: z.string(),
      street2: z.string(),
      city: z.string(),
      region_code: z.string(),
      postcode: z.string(),
      telephone: z.string(),
      is_default: z.boolean(),
    }),
  ),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;
