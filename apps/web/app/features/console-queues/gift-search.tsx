import { type AdminGiftSummary, formatWireDollars, maskGiftCode } from '@pantry/domain';
import { Link, useSearchParams } from 'react-router';
import { ConsoleSearch, ConsoleTable, formatMoment } from '../console/index.ts';

export const GIFT_STATUS_TEXT: Record<AdminGiftSummary['status'], string> = {
  pending: 'Not sent yet',
  issued: 'Issued',
  redeemed: 'Redeemed',
  voided: 'Void',
};

/** The one search box, as a GET form: the address holds the search. */
export function GiftSearchForm() {
  const [search] = useSearchParams();
  return (
    <ConsoleSearch label="Gift codes" clearTo="/admin/gift-cards">
      <div className="console-field is-wide">
        <label htmlFor="gift-q">Code, last four characters, e-mail or order number</label>
        <input id="gift-q" name="q" autoComplete="off" defaultValue={search.get('q') ?? ''} required />
      </div>
    </ConsoleSearch>
  );
}

/** The gifts found, newest first; the code links to the gift. */
export function GiftResults({ gifts }: { gifts: AdminGiftSummary[] }) {
  if (gifts.length === 0) return <p className="console-muted">No gift code matches this search.</p>;
  return (
    <ConsoleTable
      caption="Gifts found, newest first"
      columns={['Code', 'Status', 'Credit', 'Recipient', 'Bought by', 'Order', 'Bought']}
    >
      {gifts.map((gift) => (
        <tr key={gift.id}>
          <th scope="row">
            <Link to={`/admin/gift-cards/${gift.id}`}>
              {gift.code_last_four ? maskGiftCode(gift.code_last_four) : `Gift ${gift.id}`}
            </Link>
          </th>
          <td>{GIFT_STATUS_TEXT[gift.status]}</td>
          <td>{formatWireDollars(gift.credit)}</td>
          <td>
            {gift.recipient_name}
            <span className="console-muted"> {gift.recipient_email}</span>
          </td>
          <td>{gift.buyer_email}</td>
          <td>#{gift.order_increment_id}</td>
          <td>
            <time dateTime={gift.created_at}>{formatMoment(gift.created_at)}</time>
          </td>
        </tr>
      ))}
    </ConsoleTable>
  );
}
