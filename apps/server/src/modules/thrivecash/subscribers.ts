import { hasLeftWarehouse } from '@pantry/domain';
import { type Subscriber, subscriber } from '../events/index.ts';
import type { ThriveCashService } from './service.ts';

/**
 * Thrive Cash reacting to the store's events. Each is idempotent by event id through the ledger's once-keys (an
 * order's earning, a clawback per lot, a restore per spend, a review per shopper and product, a guarantee per term)
 * and does the right thing in any order: an earning handled after its order was canceled credits nothing, and one
 * handled after its order shipped is spendable at once.
 */
export function thriveCashSubscribers(thriveCash: ThriveCashService): Subscriber[] {
  return [
    subscriber('thrivecash.order-placed', ['order.placed'], async (event) => {
      await thriveCash.orderPlaced(event.payload.order_id);
    }),
    subscriber('thrivecash.order-shipped', ['order.moved'], async (event, { now }) => {
      const { from, to, order_id } = event.payload;
      if (hasLeftWarehouse(to) && !hasLeftWarehouse(from)) await thriveCash.orderShipped(order_id, now);
    }),
    subscriber('thrivecash.order-canceled', ['order.canceled'], async (event, { now }) => {
      await thriveCash.orderCanceled(event.payload.order_id, now);
    }),
    subscriber('thrivecash.review-approved', ['review.approved'], async (event, { now }) => {
      await thriveCash.reviewApproved(event.payload, now);
    }),
    subscriber('thrivecash.savings-guarantee', ['membership.changed'], async (event, { now }) => {
      const { reason, membership_id, account_id } = event.payload;
      if (reason === 'renewed' && membership_id !== null)
        await thriveCash.renewed(account_id, membership_id, now);
    }),
  ];
}
