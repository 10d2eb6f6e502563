import { z } from 'zod';
import { centsToDollars } from '../money/money.ts';
import {
  THRIVE_CASH_EARN_REASONS,
  THRIVE_CASH_KINDS,
  THRIVE_CASH_MOVEMENT_LABELS,
  THRIVE_CASH_REASON_LABELS,
  type ThriveCashEarnReason,
  type ThriveCashKind,
  thriveCashExpiryWording,
} from './ledger.ts';

/**
 * GET /account/thrivecash: the balance (raf_balance, raf_expiration_date as on the account), the pending credit,
 * what expires soon in the spec's expiry wording, and the history with dates and reasons. Dollars at the edge.
 */

export const thriveCashMovementSchema = z.object({
  id: z.number().int(),
  type: z.enum(THRIVE_CASH_KINDS),
  label: z.string(),
  reason: z.enum(THRIVE_CASH_EARN_REASONS).nullable(),
  reason_label: z.string().nullable(),
  amount: z.number(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  pending: z.boolean(),
  order_increment_id: z.string().nullable(),
  note: z.string().nullable(),
  /**
   * The lots one movement took from or gave back to (issue 23: a spend across five lots is one movement, not five
   * rows), each with its amount and when that lot expires; empty when it touched one lot.
   */
  lots: z.array(z.object({ amount: z.number(), expires_at: z.string().nullable() })),
});

export const thriveCashAnswerSchema = z.object({
  success: z.literal(true),
  raf_balance: z.number(),
  raf_expiration_date: z.string().nullable(),
  pending_balance: z.number(),
  apply_at_checkout: z.boolean(),
  expiring: z.array(z.object({ amount: z.number(), expires_at: z.string(), expiry_text: z.string() })),
  history: z.array(thriveCashMovementSchema),
});

export type ThriveCashAnswer = z.infer<typeof thriveCashAnswerSchema>;
export type ThriveCashMovementWire = z.infer<typeof thriveCashMovementSchema>;

type Stamp = string | Date;
const iso = (value: Stamp) => new Date(value).toISOString();

export type ThriveCashWireInput = {
  balanceCents: number;
  pendingCents: number;
  nextExpiresAt: Date | null;
  applyAtCheckout: boolean;
  lots: { remaining_cents: number; expires_at: Stamp; available_at: Stamp | null }[];
  movements: {
    id: number;
    kind: ThriveCashKind;
    reason: ThriveCashEarnReason | null;
    amount_cents: number;
    expires_at: Stamp | null;
    available_at: Stamp | null;
    lot_id: number | null;
    increment_id: string | null;
    note: string | null;
    created_at: Stamp;
  }[];
};

export function thriveCashToWire(input: ThriveCashWireInput, now: Date): ThriveCashAnswer {
  const expiring = input.lots
    .filter((lot) => lot.available_at !== null)
    .map((lot) => ({ lot, text: thriveCashExpiryWording(new Date(lot.expires_at), now) }))
    .filter((x): x is { lot: (typeof x)['lot']; text: string } => x.text !== null)
    .map(({ lot, text }) => ({
      amount: centsToDollars(lot.remaining_cents),
      expires_at: iso(lot.expires_at),
      expiry_text: text,
    }));
  return {
    success: true,
    raf_balance: centsToDollars(input.balanceCents),
    raf_expiration_date: input.nextExpiresAt ? input.nextExpiresAt.toISOString() : null,
    pending_balance: centsToDollars(input.pendingCents),
    apply_at_checkout: input.applyAtCheckout,
    expiring,
    history: groupMovements(input.movements).map((rows) => {
      const m = rows[0]!;
      const cents = rows.reduce((sum, row) => sum + row.amount_cents, 0);
      return {
        id: m.id,
        type: m.kind,
        label: THRIVE_CASH_MOVEMENT_LABELS[m.kind],
        reason: m.reason,
        reason_label: m.reason ? THRIVE_CASH_REASON_LABELS[m.reason] : null,
        amount: centsToDollars(cents),
        created_at: iso(m.created_at),
        expires_at: rows.length === 1 && m.expires_at ? iso(m.expires_at) : null,
        pending: m.lot_id === null && m.kind === 'earned' && m.available_at === null,
        order_increment_id: m.increment_id,
        note: m.note,
        lots:
          rows.length > 1
            ? rows.map((row) => ({
                amount: centsToDollars(row.amount_cents),
                expires_at: row.expires_at ? iso(row.expires_at) : null,
              }))
            : [],
      };
    }),
  };
}

type MovementInput = ThriveCashWireInput['movements'][number];

/** One movement's key: the ledger writes one row per lot in one statement, so they share all of these. */
function movementKey(m: MovementInput): string {
  return [m.kind, m.reason ?? '', m.increment_id ?? '', m.note ?? '', iso(m.created_at)].join('|');
}

/**
 * The ledger's rows (newest first) as movements: rows one statement wrote for several lots (a spend, an expiry, a
 * refund restoring them) are one movement. Only neighbours join, so the history keeps its order.
 */
export function groupMovements<M extends MovementInput>(rows: readonly M[]): M[][] {
  const groups: M[][] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last && movementKey(last[0]!) === movementKey(row)) last.push(row);
    else groups.push([row]);
  }
  return groups;
}
