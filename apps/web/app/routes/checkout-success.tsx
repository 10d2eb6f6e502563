import { countLabel, formatWireDollars, messages, paidWithText } from '@pantry/domain';
import { useEffect, useRef } from 'react';
import { Link, redirect, useSearchParams } from 'react-router';
import { useAccount } from '../features/account/index.ts';
import { formatDay, guardCheckout } from '../features/checkout/index.ts';
import { type Order, OrderGifts, OrderItems, ShippingAddress, useOrder } from '../features/orders/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import type { Route } from './+types/checkout-success';

export function meta() {
  return [{ title: 'Thank you for your order | Pantry' }, { name: 'robots', content: 'noindex' }];
}

/** The checkout's rules, and an order number to show: without one, the order list. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  guardCheckout(await context.services.viewer.account(), url);
  if (!/^\d+$/.test(url.searchParams.get('order') ?? '')) throw redirect('/account/orders');
  return null;
}

/**
 * Spec §2 /checkout/success: thank you, the order number and, once each, what was paid, when it comes, what is
 * coming (by box) and where it goes; then where to go next.
 */
export default function CheckoutSuccess() {
  const [search] = useSearchParams();
  const number = search.get('order') ?? '';
  const { account } = useAccount();
  // Checkout put the placed order in the cache; a reload asks GET /account/order/{number}.
  const order = useOrder(number);
  // The page replaced checkout after 'Place order': its heading is where a screen reader should land.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="container checkout-page checkout-success">
      <div className="confirmation-head">
        <span className="confirmation-mark" aria-hidden="true">
          ✓
        </span>
        <h1
          ref={heading}
          tabIndex={-1}
          className="checkout-success-title"
        >{`Thank you${account?.firstname ? `, ${account.firstname}` : ''}! Your order is placed.`}</h1>
      </div>
      <p className="mb-lede">
        We'll let you know when it ships. You can follow it from your orders any time.
      </p>
      <section className="summary-card checkout-receipt" aria-labelledby="receipt-title">
        <h2 id="receipt-title" className="summary-title">
          Order #{number}
        </h2>
        {order.isPending ? (
          <p className="loading-text">Loading your order…</p>
        ) : order.isError ? (
          <p className="summary-note">Your order is placed; its details are on your order page.</p>
        ) : order.data ? (
          <ReceiptFacts order={order.data} />
        ) : null}
        <div className="mb-actions">
          <Link className="button button-primary" to={`/account/order/${encodeURIComponent(number)}`}>
            View your order
          </Link>
          <Link className="button button-secondary" to="/">
            Keep shopping
          </Link>
        </div>
      </section>
      {order.data ? <ReceiptContents order={order.data} /> : null}
    </div>
  );
}

/** Every tender with its amount (issue 23: Thrive Cash and gift card orders showed nothing). */
function paidWith(order: Order): string {
  const tenders = (order.tenders ?? []).map((tender) => ({
    label: tender.label,
    amountCents: Math.round(tender.amount * 100),
  }));
  return paidWithText(tenders);
}

/** Paid with, the delivery date (once: 'Tuesday, November 24, 2026'), the total and the 21+ notice. */
function ReceiptFacts({ order }: { order: Order }) {
  const day = formatDay(order.details.displayed_date.date);
  return (
    <>
      <dl className="summary-lines">
        <div>
          <dt>Paid with</dt>
          <dd>{paidWith(order)}</dd>
        </div>
        {day ? (
          <div>
            <dt>Estimated delivery</dt>
            <dd>{day}</dd>
          </div>
        ) : null}
        <div className="summary-total">
          <dt>Total</dt>
          <dd>{formatWireDollars(order.grand_total)}</dd>
        </div>
      </dl>
      {order.signature_required ? <p className="checkout-notice">{messages.alcoholSignature}</p> : null}
    </>
  );
}

/** What is coming, box by box, and where it goes. */
function ReceiptContents({ order }: { order: Order }) {
  return (
    <div className="order-layout">
      <section className="order-main" aria-labelledby="receipt-items-title">
        <h2 id="receipt-items-title" className="step-title">
          {countLabel(order.item_count, 'item')}
        </h2>
        <OrderItems items={order.items} />
        <OrderGifts gifts={order.gifts} />
      </section>
      <aside className="order-aside" aria-label="Shipping address">
        <ShippingAddress order={order} />
      </aside>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
