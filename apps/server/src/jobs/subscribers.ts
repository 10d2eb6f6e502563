import type { FastifyInstance } from 'fastify';
import { autoshipMailSubscriber } from '../modules/autoship/index.ts';
import { exportMailSubscriber } from '../modules/console-tasks/index.ts';
import { type Subscriber, storeMailSubscriber, subscriber } from '../modules/events/index.ts';
import { reminderSubscribers } from '../modules/reminders/index.ts';
import { reviewMailSubscriber } from '../modules/reviews/index.ts';
import { thriveCashSubscribers } from '../modules/thrivecash/index.ts';

/**
 * The store's event subscribers: what happens after a change commits. Each is idempotent by event id: the refund
 * through the gateway's idempotency keys (one per payment), the e-mails at worst sent twice after a crash between the
 * send and the delivery row's done (modules/events/store-mail.ts).
 */
export function storeSubscribers(app: FastifyInstance): Subscriber[] {
  return [
    subscriber('orders.refund', ['order.canceled'], (event, { now }) =>
      app.orderRefunds.refundOrder(event.payload.order_id, now),
    ),
    subscriber('giftcards.issue', ['order.placed'], (event, { now }) =>
      app.giftcards.issueOrderGifts(event.payload.order_id, now).then(() => undefined),
    ),
    subscriber('giftcards.issue-reissued', ['gift.reissued'], (event, { now, done }) =>
      app.giftcards.issueReissuedGift(event.payload.gift_id, now, done).then(() => undefined),
    ),
    subscriber('giftcards.refund', ['order.canceled'], (event) =>
      app.giftcards.refundOrderGiftCard(event.payload.order_id).then(() => undefined),
    ),
    storeMailSubscriber({ db: app.db, mailer: app.mailer, prices: app.config }),
    ...thriveCashSubscribers(app.thriveCash),
    reviewMailSubscriber({ db: app.db, mailer: app.mailer, siteOrigin: app.config.siteOrigin }),
    ...reminderSubscribers({ db: app.db, mailer: app.mailer, siteOrigin: app.config.siteOrigin }),
    exportMailSubscriber({ db: app.db, mailer: app.mailer, siteOrigin: app.config.siteOrigin }),
    autoshipMailSubscriber({
      db: app.db,
      mailer: app.mailer,
      cartConfig: app.config.cart,
      siteOrigin: app.config.siteOrigin,
    }),
  ];
}
