import { type Database, sql } from '@pantry/db';
import { type AuditActor, hasLeftWarehouse, isOrderStatus, type OrderEmail } from '@pantry/domain';
import { AppError } from '../../errors.ts';
import { queryRows } from '../../lib/sql.ts';
import { recordAudit } from '../audit/index.ts';
import { emitEvent } from '../events/index.ts';

export const emailMessages = {
  notShipped: 'This order has not shipped yet, so there is no shipping e-mail to send.',
} as const;

/**
 * Sends one of an order's e-mails to the shopper again (issue 25): an `order.email_requested` event, which the
 * store's mail subscriber turns into the same e-mail it sent before, written from the order as it is now. The
 * request and its audit entry commit together.
 */
export async function resendOrderEmail(db: Database, orderId: number, email: OrderEmail, actor: AuditActor) {
  await db.transaction(async (tx) => {
    const [order] = await queryRows<{ account_id: number; status: string; email: string }>(
      tx,
      sql`SELECT o.account_id, o.status, a.email FROM orders o JOIN accounts a ON a.id = o.account_id
           WHERE o.id = ${orderId}::int`,
    );
    if (!order) throw new Error(`order ${orderId} vanished`);
    if (email === 'shipped' && !(isOrderStatus(order.status) && hasLeftWarehouse(order.status)))
      throw new AppError('conflict', emailMessages.notShipped);
    await emitEvent(tx, {
      type: 'order.email_requested',
      payload: { order_id: orderId, account_id: order.account_id, email },
    });
    await recordAudit(tx, actor, {
      action: 'order.email',
      subjectType: 'order',
      subjectId: orderId,
      before: null,
      after: { email, to: order.email },
    });
  });
}
