import { type Database, type OrderRefundPart, sql } from '@pantry/db';
import {
  type AdminOrder,
  type AdminRefund,
  isOrderStatus,
  ORDER_TRANSITIONS,
  type OrderStatus,
  type OrderWire,
  orderStatusLabel,
  type RefundableTender,
  refundableCents,
} from '@pantry/domain';
import { queryRows } from '../../lib/sql.ts';
import type { OrdersService } from '../orders/index.ts';

type RefundRow = {
  id: number;
  created_at: string | Date;
  amount_cents: number;
  state: 'pending' | 'refunded';
  reason: string | null;
  lines: { itemId: number; qty: number }[] | null;
  parts: OrderRefundPart[];
};

type Facts = {
  account_id: number;
  email: string;
  name: string;
  placed_at: string | Date;
  updated_at: string | Date;
  totals: { type: string; value: number }[];
  payments: { id: number; amount_cents: number; refunded_cents: number }[];
  lines: { item_id: number; sku: string; title: string; qty: number; row_total_cents: number }[];
  refunds: RefundRow[];
  moves: { at: string | Date; status: string; by: string }[];
};

/** What the console reads beside the shopper's view of the order, in one statement. */
async function readFacts(db: Database, orderId: number): Promise<Facts | undefined> {
  const [facts] = await queryRows<Facts>(
    db,
    sql`SELECT o.account_id, a.email, trim(a.firstname || ' ' || a.lastname) AS name, o.placed_at, o.updated_at,
               o.totals,
               (SELECT coalesce(json_agg(json_build_object('id', op.id, 'amount_cents', op.amount_cents,
                       'refunded_cents', op.refunded_cents) ORDER BY op.id), '[]')
                  FROM order_payments op WHERE op.order_id = o.id) AS payments,
               (SELECT coalesce(json_agg(json_build_object('item_id', oi.id, 'sku', oi.sku, 'title', oi.title,
                       'qty', oi.qty, 'row_total_cents', oi.row_total_cents) ORDER BY oi.id), '[]')
                  FROM order_items oi WHERE oi.order_id = o.id) AS lines,
               (SELECT coalesce(json_agg(json_build_object('id', r.id, 'created_at', r.created_at,
                       'amount_cents', r.amount_cents, 'state', r.state, 'reason', r.reason, 'lines', r.lines,
                       'parts', r.parts) ORDER BY r.id), '[]')
                  FROM order_refunds r WHERE r.order_id = o.id) AS refunds,
               (SELECT coalesce(json_agg(json_build_object('at', l.at, 'status', l.after->>'status',
                       'by', coalesce(l.actor_email, l.actor_name)) ORDER BY l.id), '[]')
                  FROM audit_log l WHERE l.subject_type = 'order' AND l.subject_id = o.id::text
                                     AND l.action = 'order.move') AS moves
          FROM orders o JOIN accounts a ON a.id = o.account_id
         WHERE o.id = ${orderId}::int`,
  );
  return facts;
}

/** Cents given back (or set aside by a refund still under way) on one tender by staff refunds. */
function staffRefunded(
  refunds: readonly Pick<RefundRow, 'parts'>[],
  match: (part: OrderRefundPart) => boolean,
): number {
  return refunds
    .flatMap((refund) => refund.parts.filter(match))
    .reduce((sum, part) => sum + part.amountCents, 0);
}

/**
 * Every way the order was paid, with what each has given back: the charges from their rows (plus any staff refund
 * still under way, so two refunds never count the same cents), the store credit from the order's totals and the
 * staff refunds (a canceled order got all of its store credit back from the cancellation's subscribers).
 */
export function tendersOf(
  order: OrderWire,
  facts: Pick<Facts, 'totals' | 'payments'> & { refunds: Pick<RefundRow, 'state' | 'parts'>[] },
): RefundableTender[] {
  const total = (type: string) => facts.totals.find((entry) => entry.type === type)?.value ?? 0;
  const canceled = order.status === 'canceled';
  const pending = facts.refunds.filter((refund) => refund.state === 'pending');
  const credit: RefundableTender[] = [
    {
      kind: 'thrive_cash',
      paymentId: null,
      label: 'Thrive Cash',
      amountCents: -total('awraf'),
      refundedCents: canceled
        ? -total('awraf')
        : staffRefunded(facts.refunds, (p) => p.kind === 'thrive_cash'),
    },
    {
      kind: 'gift_card',
      paymentId: null,
      label: 'Gift card balance',
      amountCents: -total('aw_giftcard'),
      refundedCents: canceled
        ? total('refund_gc')
        : staffRefunded(facts.refunds, (p) => p.kind === 'gift_card'),
    },
  ];
  const charges = facts.payments.map((payment, index) => ({
    kind: 'charge' as const,
    paymentId: payment.id,
    label: order.payments[index]?.cc_label ?? 'Card',
    amountCents: payment.amount_cents,
    refundedCents: payment.refunded_cents + staffRefunded(pending, (p) => p.paymentId === payment.id),
  }));
  return [...credit.filter((tender) => tender.amountCents > 0), ...charges];
}

function toRefund(row: RefundRow): AdminRefund {
  return {
    id: row.id,
    at: new Date(row.created_at).toISOString(),
    amount_cents: row.amount_cents,
    state: row.state,
    reason: row.reason,
    lines: row.lines?.map((line) => ({ item_id: line.itemId, qty: line.qty })) ?? null,
    parts: row.parts.map((part) => ({
      kind: part.kind,
      payment_id: part.paymentId,
      label: part.label,
      amount_cents: part.amountCents,
    })),
  };
}

/** The statuses the order has been in: placed, then each staff move; a move made by the store itself is the last. */
function historyOf(order: OrderWire, facts: Facts): AdminOrder['history'] {
  const history: AdminOrder['history'] = [
    {
      at: new Date(facts.placed_at).toISOString(),
      status: 'processing',
      label: orderStatusLabel('processing'),
      by: null,
    },
  ];
  for (const move of facts.moves) {
    if (!isOrderStatus(move.status)) continue;
    const at = new Date(move.at).toISOString();
    history.push({ at, status: move.status, label: orderStatusLabel(move.status), by: move.by });
  }
  if (history.at(-1)?.status !== order.status) {
    const at = new Date(facts.updated_at).toISOString();
    history.push({ at, status: order.status, label: orderStatusLabel(order.status), by: null });
  }
  return history;
}

/** The console's order page: the shopper's order, who placed it, its tenders, refunds and history. */
export async function loadAdminOrder(
  db: Database,
  orders: OrdersService,
  reference: string,
): Promise<AdminOrder> {
  const order = await orders.getAny(reference);
  const facts = await readFacts(db, order.id);
  if (!facts) throw new Error(`order ${order.id} vanished while it was read`);
  const tenders = tendersOf(order, facts);
  const next = ORDER_TRANSITIONS[order.status as OrderStatus] ?? [];
  const canceled = order.status === 'canceled';
  return {
    order,
    customer: { account_id: facts.account_id, email: facts.email, name: facts.name },
    lines: facts.lines,
    history: historyOf(order, facts),
    tenders: tenders.map((tender) => ({
      kind: tender.kind,
      payment_id: tender.paymentId,
      label: tender.label,
      amount_cents: tender.amountCents,
      refunded_cents: tender.refundedCents,
    })),
    refundable_cents: canceled ? 0 : refundableCents(tenders),
    refunds: facts.refunds.map(toRefund),
    next_statuses: [...next],
    can_cancel: next.includes('canceled') && facts.refunds.length === 0,
  };
}
