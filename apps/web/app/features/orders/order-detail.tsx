import { carrierName, countLabel, formatStoreDate, formatWireDollars, messages } from '@pantry/domain';
import { PostalAddress } from '../addresses/index.ts';
import { OrderSubscribeAll } from '../autoship/index.ts';
import { EarnedNote, formatDay, totalLines } from '../checkout/index.ts';
import { type Order, orderDateKind, orderProgress } from './api.ts';
import { OrderItems } from './order-items.tsx';
import { OrderProgress } from './order-progress.tsx';
import { OrderTypeTag } from './order-type-tag.tsx';
import { ReorderButton } from './reorder-button.tsx';

/** Spec §4: 'A delivered order shows the delivered date; otherwise the estimated date is shown.' */
export function orderDateText(order: Order): string | null {
  const kind = orderDateKind(order);
  if (kind === 'canceled') {
    const on = formatStoreDate(order.canceled_at);
    return on ? `Canceled on ${on}` : null;
  }
  const day = formatDay(order.details.displayed_date.date);
  if (!day) return null;
  return kind === 'delivered' ? `Delivered on ${day}` : `Estimated delivery: ${day}`;
}

/** A tracking number is a link to the carrier's tracking page when the shipment names its carrier (issue 12). */
function TrackingNumber({ shipment }: { shipment: Order['shipment'] }) {
  const number = shipment.tracking_number;
  if (!number) return null;
  const carrier = carrierName(shipment.carrier);
  if (!shipment.tracking_url) return <p className="muted">Tracking number {number}</p>;
  return (
    <p className="order-tracking">
      {`Tracking number${carrier ? ` (${carrier})` : ''} `}
      <a href={shipment.tracking_url} target="_blank" rel="noopener noreferrer">
        {number}
        <span className="sr-only">{`: track on ${carrier ?? 'the carrier'}’s site (opens in a new tab)`}</span>
      </a>
    </p>
  );
}

function OrderTotals({ order }: { order: Order }) {
  return (
    <section className="summary-card" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="summary-title">
        Order summary
      </h2>
      <dl className="summary-lines">
        {totalLines(order.subtotal, order.totals, order.coupon_label).map((line) => (
          <div key={line.key} className={line.isSaving ? 'is-saving' : undefined}>
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
        <div className="summary-total">
          <dt>Total</dt>
          <dd>{formatWireDollars(order.grand_total)}</dd>
        </div>
      </dl>
      <EarnedNote totals={order.totals} placed />
    </section>
  );
}

/** Every tender with its amount (issue 23): Thrive Cash and the gift card balance as well as cards. */
function OrderPayments({ order }: { order: Order }) {
  const tenders = order.tenders ?? [];
  return (
    <section className="summary-card" aria-labelledby="order-payment-title">
      <h2 id="order-payment-title" className="summary-title">
        Payment
      </h2>
      {tenders.length === 0 ? <p className="muted">Nothing to pay</p> : null}
      <ul className="order-facts">
        {tenders.map((tender, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: tenders have no id on the wire
          <li key={index}>
            <span>{tender.label}</span>
            <span className="order-fact-value">{formatWireDollars(tender.amount)}</span>
            {tender.refunded_amount > 0 ? (
              <span className="order-fact-note">{`Refunded ${formatWireDollars(tender.refunded_amount)}`}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The gifts the order sent and what became of each (issue 23: a canceled order says which were refunded). */
export function OrderGifts({ gifts }: { gifts: Order['gifts'] }) {
  if (!gifts || gifts.length === 0) return null;
  return (
    <section className="order-gifts" aria-labelledby="order-gifts-title">
      <h2 id="order-gifts-title" className="step-title">
        {gifts.length > 1 ? 'Gifts' : 'Gift'}
      </h2>
      <ul className="order-lines">
        {gifts.map((gift, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: gifts have no id on the wire
          <li key={index} className="order-line is-imageless">
            <div className="order-line-body">
              <p className="order-line-title">{`${gift.what} for ${gift.recipient_name}`}</p>
              <p className="order-line-qty">{gift.note}</p>
            </div>
            <p className="order-line-total">{formatWireDollars(gift.price)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Where the order goes, as it was at checkout (the order page and the checkout receipt). */
export function ShippingAddress({ order }: { order: Order }) {
  const address = order.shipping_address;
  if (!address) return null;
  return (
    <section className="summary-card" aria-labelledby="order-address-title">
      <h2 id="order-address-title" className="summary-title">
        Shipping address
      </h2>
      <PostalAddress address={address} className="order-address" />
    </section>
  );
}

/** One order: its status and progress, when it comes, what is in it, what it cost, how it was paid, where it goes. */
export function OrderDetail({ order }: { order: Order }) {
  const when = orderDateText(order);
  const placed = formatStoreDate(order.created_at);
  return (
    <article className="order-detail" aria-labelledby="order-title">
      <header className="order-head">
        <h1 id="order-title">Order #{order.increment_id}</h1>
        {placed ? (
          <p className="muted">
            Placed on {placed}
            <OrderTypeTag type={order.order_type} />
          </p>
        ) : null}
        <ReorderButton reference={order.increment_id} />
      </header>
      <section className="order-status-card" aria-label="Order status">
        <OrderProgress label={order.status_label} percent={orderProgress(order)} />
        {when ? <p className="order-when">{when}</p> : null}
        <TrackingNumber shipment={order.shipment} />
        {order.signature_required ? <p className="checkout-notice">{messages.alcoholSignature}</p> : null}
      </section>
      <div className="order-layout">
        <section className="order-main" aria-labelledby="order-items-title">
          <h2 id="order-items-title" className="step-title">
            {countLabel(order.item_count, 'item')}
          </h2>
          <OrderSubscribeAll items={order.items} />
          <OrderItems items={order.items} />
          <OrderGifts gifts={order.gifts} />
        </section>
        <aside className="order-aside" aria-label="Order summary, payment and address">
          <OrderTotals order={order} />
          <OrderPayments order={order} />
          <ShippingAddress order={order} />
        </aside>
      </div>
    </article>
  );
}
