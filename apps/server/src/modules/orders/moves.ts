import { and, type Database, eq, orders, shipments, sql, type Transaction } from '@pantry/db';
import {
  type AuditActor,
  type Carrier,
  checkOrderMove,
  hasLeftWarehouse,
  isOrderStatus,
  type OrderMoved,
  type OrderStatus,
} from '@pantry/domain';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { queryRows } from '../../lib/sql.ts';
import { recordAudit } from '../audit/index.ts';
import { emitEvent } from '../events/index.ts';
import { storeDay } from './dates.ts';
import { orderMessages } from './messages.ts';

export type OrderMoveInput = {
  status: OrderStatus;
  /** 'YYYY-MM-DD' */
  estimatedDelivery?: string | undefined;
  /** 'YYYY-MM-DD'; only with status delivered (default: the store's today). */
  deliveredDate?: string | undefined;
  trackingNumber?: string | undefined;
  /** Who carries it ('ups', 'fedex', 'usps'): with the number, the order's tracking link. */
  carrier?: Carrier | undefined;
};

async function announceMove(tx: Transaction, move: OrderMoved): Promise<void> {
  await emitEvent(tx, { type: 'order.moved', payload: move });
  if (move.to === 'canceled') {
    await emitEvent(tx, {
      type: 'order.canceled',
      payload: { order_id: move.order_id, account_id: move.account_id },
    });
  }
}

/** The operator's move in the audit log: the status before, and after it the status with the shipment facts given. */
async function auditMove(
  tx: Transaction,
  actor: AuditActor,
  orderId: number,
  from: OrderStatus,
  input: OrderMoveInput,
): Promise<void> {
  const [before] = await tx
    .select({
      estimated_delivery: shipments.estimatedDelivery,
      tracking_number: shipments.trackingNumber,
      carrier: shipments.carrier,
      delivered_date: shipments.deliveredDate,
    })
    .from(shipments)
    .where(eq(shipments.orderId, orderId));
  const given = {
    ...(input.estimatedDelivery !== undefined ? { estimated_delivery: input.estimatedDelivery } : {}),
    ...(input.trackingNumber !== undefined ? { tracking_number: input.trackingNumber } : {}),
    ...(input.carrier !== undefined ? { carrier: input.carrier } : {}),
    ...(input.deliveredDate !== undefined ? { delivered_date: input.deliveredDate } : {}),
  };
  await recordAudit(tx, actor, {
    action: 'order.move',
    subjectType: 'order',
    subjectId: orderId,
    before: { status: from, ...(before ?? {}) },
    after: { status: input.status, ...(before ?? {}), ...given },
  });
}

/**
 * Moves an order along the state table (domain ORDER_TRANSITIONS) in one transaction. The update only applies
 * while the order still has the status that was read, so of two operators moving the same order at once one
 * wins and the other gets 409. Shipped (or picked up) sets shipped_at once; delivered sets the delivered date;
 * canceled sets canceled_at. The move announces itself in the same transaction: `order.moved` always, and
 * `order.canceled` too for a cancellation (its subscriber refunds the payments).
 */
export async function moveOrder(
  db: Database,
  orderId: number,
  input: OrderMoveInput,
  now = new Date(),
  actor?: AuditActor,
): Promise<void> {
  if (input.deliveredDate !== undefined && input.status !== 'delivered') {
    throw badRequest(orderMessages.deliveredDateOnly);
  }
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: orders.status, accountId: orders.accountId })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!current) throw notFound(orderMessages.notFound);
    const from = current.status;
    if (!isOrderStatus(from)) throw new Error(`order ${orderId} has an unknown status '${from}'`);
    const check = checkOrderMove(from, input.status);
    if (!check.ok) throw new AppError('conflict', check.message, { reason: check.code });

    const moved = await tx
      .update(orders)
      .set({
        status: input.status,
        updatedAt: now,
        ...(input.status === 'canceled' ? { canceledAt: now } : {}),
      })
      .where(and(eq(orders.id, orderId), eq(orders.status, from)))
      .returning({ id: orders.id });
    if (moved.length === 0) throw new AppError('conflict', orderMessages.changedMeanwhile);
    // A canceled order's subscribers give back everything it paid, so one refunded in part by staff (issue 25) is
    // refunded the rest instead. The update above holds the order's row, which a staff refund locks to begin.
    if (input.status === 'canceled') {
      const refunded = await queryRows(
        tx,
        sql`SELECT 1 FROM order_refunds WHERE order_id = ${orderId}::int LIMIT 1`,
      );
      if (refunded.length > 0) throw new AppError('conflict', orderMessages.refundedInPart);
    }
    await announceMove(tx, { order_id: orderId, account_id: current.accountId, from, to: input.status });

    const changes = {
      ...(input.estimatedDelivery !== undefined ? { estimatedDelivery: input.estimatedDelivery } : {}),
      ...(input.trackingNumber !== undefined ? { trackingNumber: input.trackingNumber } : {}),
      ...(input.carrier !== undefined ? { carrier: input.carrier } : {}),
      ...(input.status === 'delivered' ? { deliveredDate: input.deliveredDate ?? storeDay(now) } : {}),
      ...(hasLeftWarehouse(input.status)
        ? { shippedAt: sql`coalesce(${shipments.shippedAt}, ${now.toISOString()}::timestamptz)` }
        : {}),
    };
    if (actor) await auditMove(tx, actor, orderId, from, input);
    if (Object.keys(changes).length === 0) return;
    await tx
      .insert(shipments)
      .values({
        orderId,
        estimatedDelivery: input.estimatedDelivery ?? null,
        trackingNumber: input.trackingNumber ?? null,
        carrier: input.carrier ?? null,
        deliveredDate: input.status === 'delivered' ? (input.deliveredDate ?? storeDay(now)) : null,
        shippedAt: hasLeftWarehouse(input.status) ? now : null,
      })
      .onConflictDoUpdate({ target: shipments.orderId, set: changes });
  });
}
