import type { FastifyInstance } from 'fastify';
import { createWarehouseExport, runAnalyticsRetention } from '../modules/analytics/index.ts';
import { announceAutoshipNotices } from '../modules/autoship/index.ts';
import { purgeExpiredExports } from '../modules/console-tasks/index.ts';
import { announceEndingTrials, purgeHandledEvents } from '../modules/events/index.ts';
import { rewriteCooccurrence } from '../modules/recommendations/index.ts';
import { purgeEndedRateLimits } from '../plugins/rate-limits.ts';
import type { PeriodicTask } from './scheduler.ts';

/** The store's periodic jobs. Each is an idempotent sweep over what the database says is due. */
export function storeTasks(app: FastifyInstance): PeriodicTask[] {
  const warehouse = createWarehouseExport(app.db, app.config.analytics.warehouse);
  return [
    ...(warehouse.configured
      ? [
          {
            // Issue 26: the analytics stream copied to the configured warehouse (docs/decisions/analytics.md).
            name: 'analytics.export',
            everySeconds: 60,
            run: async (now: Date) => {
              await warehouse.run(now);
            },
          },
        ]
      : []),
    // Events wait at most a few seconds for their subscribers (a period of 5 s on the scheduler's 5 s tick).
    { name: 'events.dispatch', everySeconds: 5, run: () => app.events.drain() },
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
      // Trials ending within 3 days get their notice (once each: the event's once-key).
      name: 'membership.announce-ending-trials',
      everySeconds: 3600,
      run: (now) => announceEndingTrials(app.db, now),
    },
    {
      // A backstop: the order.canceled subscriber refunds within seconds. This catches orders canceled before
      // events existed and those whose subscriber gave up; the 10-minute wait keeps it off the subscriber's heels
      // (were they to meet, the gateway's idempotency keys make it one refund anyway).
      name: 'orders.refund-canceled',
      everySeconds: 60,
      run: (now) => app.orderRefunds.refundCanceledOrders(now, 100, new Date(now.getTime() - 10 * 60_000)),
    },
    {
      // Intents whose request died between the charge and the record: refunded, their holds given back.
      name: 'payments.reconcile',
      everySeconds: 60,
      run: (now) => app.payments.reconcile(now),
    },
    {
      // Autoship shipments whose cutoff passed (and declined charges due for their retry), in batches.
      name: 'autoship.run',
      everySeconds: 300,
      run: (now) => app.autoship.run(now),
    },
    {
      // Account spec §9: 'a 3-day notice before the next shipment' (once per schedule and date).
      name: 'autoship.announce-notices',
      everySeconds: 3600,
      run: (now) => announceAutoshipNotices(app.db, now),
    },
    { name: 'sessions.purge-expired', everySeconds: 3600, run: (now) => app.sessions.purgeExpired(now) },
    {
      // Visitor carts nobody has touched for 30 days (their sessions are gone too).
      name: 'carts.purge-abandoned',
      everySeconds: 86_400,
      run: (now) => app.cart.purgeAbandonedVisitorCarts(new Date(now.getTime() - 30 * 86_400_000)),
    },
    {
      // The analytics stream's daily partitions: the coming days made, those past the retention dropped.
      name: 'analytics.retention',
      everySeconds: 3600,
      run: async (now) => {
        await runAnalyticsRetention(app.db, now, app.config.analytics.retentionDays);
      },
    },
    { name: 'rate-limits.purge-ended', everySeconds: 3600, run: (now) => purgeEndedRateLimits(app.db, now) },
    {
      // Handled events are history after 30 days; failed ones stay for the operator.
      name: 'events.purge-handled',
      everySeconds: 86_400,
      run: (now) => purgeHandledEvents(app.db, new Date(now.getTime() - 30 * 86_400_000)),
    },
    {
      // Lots past their date give up what they have left (an `expired` row each); hourly is soon enough, as the
      // balance already leaves out expired lots.
      name: 'thrivecash.expire',
      everySeconds: 3600,
      run: (now) => app.thriveCash.expire(now),
    },
    {
      // "Bought together" from every order, rewritten whole (recommendations); hourly keeps new orders in within the hour.
      name: 'recommendations.cooccurrence',
      everySeconds: 3600,
      run: () => rewriteCooccurrence(app.db),
    },
    {
      // The console's long work (issue 25): bulk price changes, bulk approvals and large exports, in chunks.
      name: 'console-tasks.run',
      everySeconds: 5,
      run: () => app.consoleTasks.runDue(),
    },
    {
      // Export files whose 7-day links have ended.
      name: 'console-tasks.purge-exports',
      everySeconds: 86_400,
      run: (now) => purgeExpiredExports(app.db, now),
    },
    {
      name: 'auth.purge-ended-blocks',
      everySeconds: 86_400,
      run: (now) => app.auth.purgeEndedBlocks(now),
    },
  ];
}
