import { count, type Database, eq, orders, sql } from '@pantry/db';
import { type AuditActor, type OrderList, type OrderWire, orderPage } from '@pantry/domain';
import type { SQL } from 'drizzle-orm';
import { notFound } from '../../errors.ts';
import { orderMessages } from './messages.ts';
import { moveOrder, type OrderMoveInput } from './moves.ts';
import { loadOrders } from './view.ts';

export type { CreatedOrder, OrderPaymentInput, OrderRowsInput } from './create-order-rows.ts';
export { createOrderRows } from './create-order-rows.ts';
export { orderMessages } from './messages.ts';
export type { OrderMoveInput } from './moves.ts';

const MAX_SERIAL = 2_147_483_647;

/**
 * The order a path names: its id or its increment id ('100000123'), among `accountId`'s orders when given.
 * Anything that is not digits names nothing.
 */
function orderNamed(reference: string, accountId?: number): SQL | null {
  const text = reference.trim();
  if (!/^\d{1,20}$/.test(text)) return null;
  const id = Number(text);
  const incrementId = text.replace(/^0+(?=\d)/, '');
  const byNumber =
    id <= MAX_SERIAL
      ? sql`(o.id = ${id}::int OR o.increment_id = ${incrementId})`
      : sql`o.increment_id = ${incrementId}`;
  return accountId === undefined ? byNumber : sql`o.account_id = ${accountId}::int AND ${byNumber}`;
}

const ofAccount = (accountId: number) => sql`o.account_id = ${accountId}::int`;

/** The shopper's orders (spec §7 order calls) and the operator's status moves. */
export function createOrdersService(db: Database) {
  async function getOne(reference: string, accountId?: number): Promise<OrderWire> {
    const where = orderNamed(reference, accountId);
    if (!where) throw notFound(orderMessages.notFound);
    // Ids are small serials and increment ids start at 100000001, so one number names one order.
    const [order] = await loadOrders(db, where);
    if (!order) throw notFound(orderMessages.notFound);
    return order;
  }

  return {
    /** GET /account/orders: newest first, page size 10 unless asked (at most 50). */
    async list(accountId: number, query: { cur_page?: unknown; page_size?: unknown }): Promise<OrderList> {
      const page = orderPage(query.cur_page, query.page_size);
      const [total] = await db.select({ n: count() }).from(orders).where(eq(orders.accountId, accountId));
      const list = await loadOrders(db, ofAccount(accountId), { limit: page.page_size, offset: page.offset });
      return {
        orders: list,
        count: Number(total?.n ?? 0),
        cur_page: page.cur_page,
        page_size: page.page_size,
      };
    },

    /** GET /account/order/last_order: the newest order, or 404 when there is none. */
    async last(accountId: number): Promise<OrderWire> {
      const [order] = await loadOrders(db, ofAccount(accountId));
      if (!order) throw notFound(orderMessages.noOrders);
      return order;
    },

    /** GET /account/order/{id}: by id or increment id; another shopper's order is 404 like a missing one. */
    get(accountId: number, reference: string): Promise<OrderWire> {
      return getOne(reference, accountId);
    },

    /** The operator's view of any order. */
    getAny(reference: string): Promise<OrderWire> {
      return getOne(reference);
    },

    /**
     * The operator moves an order (POST /api/admin/orders/{id}/status); answers the order as it now is. The actor
     * (staff member or token) gets the move's audit entry, in the move's transaction.
     */
    async move(
      reference: string,
      input: OrderMoveInput,
      actor?: AuditActor,
      now = new Date(),
    ): Promise<OrderWire> {
      const { id } = await getOne(reference);
      await moveOrder(db, id, input, now, actor);
      return getOne(String(id));
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
