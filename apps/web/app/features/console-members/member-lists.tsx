import { type AdminMember, formatDollars } from '@pantry/domain';
import { Link } from 'react-router';
import { ConsoleTable, formatMoment } from '../console/index.ts';

const when = (iso: string) => <time dateTime={iso}>{formatMoment(iso)}</time>;

/** A section with a heading, and a line of its own when it has nothing to list. */
function Listing({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: string | null;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {empty ? <p className="console-muted">{empty}</p> : children}
    </section>
  );
}

/** The newest orders, each linking to the order's own page. */
export function MemberOrders({ member }: { member: AdminMember }) {
  return (
    <Listing id="member-orders" title="Recent orders" empty={member.orders.length ? null : 'No orders yet.'}>
      <ConsoleTable caption="Recent orders, newest first" columns={['Order', 'Placed', 'Status', 'Total']}>
        {member.orders.map((order) => (
          <tr key={order.id}>
            <th scope="row">
              <Link to={`/admin/orders/${order.increment_id}`}>#{order.increment_id}</Link>
            </th>
            <td>{when(order.created_at)}</td>
            <td>{order.status_label}</td>
            <td>{formatDollars(order.grand_total_cents)}</td>
          </tr>
        ))}
      </ConsoleTable>
    </Listing>
  );
}

/** The autoship schedule and the products on it. */
export function MemberAutoship({ member }: { member: AdminMember }) {
  const autoship = member.autoship;
  return (
    <Listing id="member-autoship" title="Autoship" empty={autoship ? null : 'No autoship schedule.'}>
      {autoship ? (
        <>
          <p>
            Next shipment {autoship.next_shipment_date}, every {autoship.frequency_weeks} weeks;{' '}
            {autoship.status}
            {autoship.failed_attempts > 0 ? ` (${autoship.failed_attempts} declined charges)` : ''}.
          </p>
          <ConsoleTable
            caption="Products on autoship"
            columns={['Product', 'Qty', 'Every', 'Status', 'Next']}
          >
            {autoship.items.map((item) => (
              <tr key={item.id}>
                <th scope="row">{item.title}</th>
                <td>{item.qty}</td>
                <td>{item.frequency_weeks} weeks</td>
                <td>{item.status}</td>
                <td>{item.next_date}</td>
              </tr>
            ))}
          </ConsoleTable>
        </>
      ) : null}
    </Listing>
  );
}

type Gift = AdminMember['gift_cards']['bought'][number];

function GiftTable({ caption, party, gifts }: { caption: string; party: string; gifts: Gift[] }) {
  if (gifts.length === 0) return <p className="console-muted">None.</p>;
  return (
    <ConsoleTable caption={caption} columns={['Code ends', 'Kind', 'Credit', party, 'Status', 'When']}>
      {gifts.map((gift) => (
        <tr key={gift.id}>
          <th scope="row">{gift.code_last_four ? `…${gift.code_last_four}` : '—'}</th>
          <td>{gift.type}</td>
          <td>{formatDollars(gift.credit_cents)}</td>
          <td>{gift.other_party}</td>
          <td>{gift.status}</td>
          <td>{when(gift.at)}</td>
        </tr>
      ))}
    </ConsoleTable>
  );
}

/** The gift card balance, and the gifts bought and redeemed. */
export function MemberGiftCards({ member }: { member: AdminMember }) {
  const { gift_cards } = member;
  return (
    <Listing id="member-gifts" title="Gift cards" empty={null}>
      <p>
        Gift card balance: <strong>{formatDollars(gift_cards.balance_cents)}</strong>
      </p>
      <h3>Bought</h3>
      <GiftTable caption="Gifts bought" party="For" gifts={gift_cards.bought} />
      <h3>Redeemed</h3>
      <GiftTable caption="Gifts redeemed" party="From" gifts={gift_cards.redeemed} />
    </Listing>
  );
}

/** The shopper's reviews and where moderation has them. */
export function MemberReviews({ member }: { member: AdminMember }) {
  return (
    <Listing id="member-reviews" title="Reviews" empty={member.reviews.length ? null : 'No reviews written.'}>
      <ConsoleTable
        caption="Reviews, newest first"
        columns={['Product', 'Stars', 'Title', 'Status', 'Written']}
      >
        {member.reviews.map((review) => (
          <tr key={review.id}>
            <th scope="row">{review.product_title}</th>
            <td>{review.rating}</td>
            <td>{review.title}</td>
            <td>{review.status}</td>
            <td>{when(review.created_at)}</td>
          </tr>
        ))}
      </ConsoleTable>
    </Listing>
  );
}

/** The saved shipping addresses, the default first. */
export function MemberAddresses({ member }: { member: AdminMember }) {
  return (
    <Listing
      id="member-addresses"
      title="Addresses"
      empty={member.addresses.length ? null : 'No saved addresses.'}
    >
      <ul className="console-list">
        {member.addresses.map((address) => (
          <li key={address.id}>
            <address>
              {address.name}, {address.street1}
              {address.street2 ? `, ${address.street2}` : ''}, {address.city}, {address.region_code}{' '}
              {address.postcode}, {address.telephone}
            </address>
            {address.is_default ? <span className="console-muted"> (default)</span> : null}
          </li>
        ))}
      </ul>
    </Listing>
  );
}
