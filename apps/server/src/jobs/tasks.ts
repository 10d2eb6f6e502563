import type { FastifyInstance } from 'fastify';
import { purgeAbandonedVisitorCarts } from '../modules/cart/cart-owner.ts';
import { purgeEndedRateLimits } from '../plugins/rate-limits.ts';
import type { PeriodicTask } from './scheduler.ts';

/** The store's periodic jobs. Each is an idempotent sweep over what the database says is due. */
export function storeTasks(app: FastifyInstance): PeriodicTask[] {
  return [
    {
      name: 'membership.convert-trials',
      everySeconds: 60,
      run: (now) => app.membershipRenewals.convertDueTrials(now),
    },
    {
      name: 'membership.renew',
      everySeconds: 300,
      run: (now) => app.membershipRenewals.renewDueMemberships(now),
    },
    {
      name: 'membership.expire',
      everySeconds: 300,
      run: (now) => app.membershipRenewals.expireEndedTerms(now),
    },
    {
      name: 'orders.refund-canceled',
      everySeconds: 60,
      run: (now) => app.orderRefunds.refundCanceledOrders(now),
    },
    {
      // Intents whose request died between the charge and the record: refunded, their holds given back.
      name: 'payments.reconcile',
      everySeconds: 60,
      run: (now) => app.payments.reconcile(now),
    },
    { name: 'sessions.purge-expired', everySeconds: 3600, run: (now) => app.sessions.purgeExpired(now) },
    {
      // Visitor carts nobody has touched for 30 days (their sessions are gone too).
      name: 'carts.purge-abandoned',
      everySeconds: 86_400,
      run: (now) => purgeAbandonedVisitorCarts(app.db, new Date(now.getTime() - 30 * 86_400_000)),
    },
    { name: 'rate-limits.purge-ended', everySeconds: 3600, run: (now) => purgeEndedRateLimits(app.db, now) },
    {
      name: 'auth.purge-ended-blocks',
      everySeconds: 86_400,
      run: (now) => app.auth.purgeEndedBlocks(now),
    },
  ];
}
