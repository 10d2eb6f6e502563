import { type AdminOrder, formatDollars, totalLabel } from '@pantry/domain';
import { formatMoment } from '../console/index.ts';

/** Who ordered, where it goes, and the lines with the order's totals. */
export function OrderFacts({ admin }: { admin: AdminOrder }) {
  const { order, customer } = admin;
  const address = order.shipping_address;
  return (
    <div className="console-order-facts">
      <section aria-labelledby="order-customer">
        <h2 id="order-customer">Shopper</h2>
        <p>
          {customer.name}
          <br />
          <a href={`mailto:${customer.email}`}>{customer.email}</a>
        </p>
        <h3>Ships to</h3>
        {address ? (
          <address>
            {address.firstname} {address.lastname}
            <br />
            {address.street1}
            {address.street2 ? `, ${address.street2}` : ''}
            <br />
            {address.city}, {address.region_code} {address.postcode}
          </address>
        ) : (
          <p className="console-muted">Nothing ships (gifts only).</p>
        )}
      </section>
      <section aria-labelledby="order-lines">
        <h2 id="order-lines">Lines</h2>
        <div className="console-table-wrap">
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">SKU</th>
                <th scope="col">Qty</th>
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {admin.lines.map((line) => (
                <tr key={line.item_id}>
                  <th scope="row">{line.title}</th>
                  <td>{line.sku}</td>
                  <td>{line.qty}</td>
                  <td>{formatDollars(line.row_total_cents)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              {order.totals.map((total) => (
                <tr key={total.type}>
                  <th scope="row" colSpan={3}>
                    {totalLabel(total.type, { couponLabel: order.coupon_label })}
                  </th>
                  <td>{formatDollars(Math.round(total.value * 100))}</td>
                </tr>
              ))}
              <tr>
                <th scope="row" colSpan={3}>
                  Grand total
                </th>
                <td>{formatDollars(Math.round(order.grand_total * 100))}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </section>
    </div>
  );
}

/** Every way the order was paid, what each gave back, and the refunds made. */
export function OrderPayments({ admin }: { admin: AdminOrder }) {
  return (
    <section aria-labelledby="order-payments">
      <h2 id="order-payments">Payments</h2>
      <div className="console-table-wrap">
        <table className="console-table">
          <thead>
            <tr>
              <th scope="col">Paid with</th>
              <th scope="col">Paid</th>
              <th scope="col">Refunded</th>
            </tr>
          </thead>
          <tbody>
            {admin.tenders.map((tender) => (
              <tr key={`${tender.kind}-${tender.payment_id ?? 0}`}>
                <th scope="row">{tender.label}</th>
                <td>{formatDollars(tender.amount_cents)}</td>
                <td>{formatDollars(tender.refunded_cents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        Left to refund: <strong data-testid="refundable">{formatDollars(admin.refundable_cents)}</strong>
      </p>
      {admin.refunds.length > 0 ? (
        <>
          <h3>Refunds</h3>
          <ul className="console-list">
            {admin.refunds.map((refund) => (
              <li key={refund.id}>
                <time dateTime={refund.at}>{formatMoment(refund.at)}</time>:{' '}
                {formatDollars(refund.amount_cents)} {refund.state === 'pending' ? '(under way) ' : ''}to{' '}
                {refund.parts.map((part) => `${part.label} ${formatDollars(part.amount_cents)}`).join(', ')}
                {refund.reason ? <span className="console-muted"> ({refund.reason})</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** The statuses the order has been in, oldest first. */
export function OrderHistory({ admin }: { admin: AdminOrder }) {
  return (
    <section aria-labelledby="order-history">
      <h2 id="order-history">Status history</h2>
      <ol className="console-list">
        {admin.history.map((step) => (
          <li key={`${step.at}-${step.status}`}>
            <time dateTime={step.at}>{formatMoment(step.at)}</time>: {step.label}
            {step.by ? <span className="console-muted"> by {step.by}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
