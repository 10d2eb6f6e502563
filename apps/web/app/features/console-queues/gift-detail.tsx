import { type AdminGift, formatWireDollars, maskGiftCode } from '@pantry/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConsoleFormError, formatMoment, useConsoleForm } from '../console/index.ts';
import { useGiftChanges } from './gift-api.ts';
import { GIFT_STATUS_TEXT } from './gift-search.tsx';

const TYPE_TEXT: Record<AdminGift['type'], string> = {
  credit: 'Gift card',
  membership: 'Gift membership',
  membershipPlusCredit: 'Gift membership with credit',
};

/** The gift's balance and people. */
export function GiftFacts({ gift }: { gift: AdminGift }) {
  const facts: [string, string][] = [
    ['Status', GIFT_STATUS_TEXT[gift.status]],
    ['Kind', TYPE_TEXT[gift.type]],
    ['Credit bought', formatWireDollars(gift.credit)],
    ['Left to redeem', formatWireDollars(gift.remaining)],
    ['Recipient', `${gift.recipient_name} (${gift.recipient_email})`],
    [
      'Bought by',
      `${gift.buyer.name || gift.buyer.email} (${gift.buyer.email}), order #${gift.order_increment_id}`,
    ],
    [
      'Redeemed by',
      gift.redeemed_by
        ? `${gift.redeemed_by.name || gift.redeemed_by.email} (${gift.redeemed_by.email})`
        : '—',
    ],
    [
      'Their gift card balance',
      gift.redeemer_balance === null ? '—' : formatWireDollars(gift.redeemer_balance),
    ],
  ];
  return (
    <dl className="console-facts">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What happened to the gift, oldest first, with links to the code it replaced or that replaced it. */
export function GiftHistory({ gift }: { gift: AdminGift }) {
  return (
    <section aria-labelledby="gift-history">
      <h2 id="gift-history">History</h2>
      <ol className="console-list">
        {gift.history.map((event) => (
          <li key={`${event.at}-${event.what}`}>
            <time dateTime={event.at}>{formatMoment(event.at)}</time>: {event.what}
          </li>
        ))}
      </ol>
      {gift.reissued_from_id ? (
        <p>
          <Link to={`/admin/gift-cards/${gift.reissued_from_id}`}>The code it replaced</Link>
        </p>
      ) : null}
      {gift.reissued_to_id ? (
        <p>
          <Link to={`/admin/gift-cards/${gift.reissued_to_id}`}>The code that replaced it</Link>
        </p>
      ) : null}
    </section>
  );
}

type Asked = 'void' | 'reissue' | null;

const QUESTION = {
  void: 'Void this code? It can never be redeemed; nothing is refunded, and its credit stays for a reissue.',
  reissue: 'Void this code and e-mail the recipient a new one for what is left?',
} as const;

/** Void and Reissue, each asked once more before it is sent. */
export function GiftActions({ gift }: { gift: AdminGift }) {
  const form = useConsoleForm();
  const changes = useGiftChanges(gift.id);
  const [asked, setAsked] = useState<Asked>(null);
  const [said, setSaid] = useState<string | null>(null);
  if (!gift.can_void && !gift.can_reissue) return null;
  const confirm = (what: 'void' | 'reissue') =>
    void form.run(async () => {
      setSaid(null);
      if (what === 'void') {
        await changes.void();
        setSaid('The code is void.');
      } else {
        const { gift: fresh } = await changes.reissue();
        setSaid(
          `A new code ${maskGiftCode(fresh.code_last_four ?? '')} was e-mailed to ${fresh.recipient_email}.`,
        );
      }
      setAsked(null);
    });
  return (
    <section aria-labelledby="gift-actions">
      <h2 id="gift-actions">Void or reissue</h2>
      {asked ? (
        <p>
          {QUESTION[asked]}{' '}
          <button
            type="button"
            className="console-button is-danger"
            disabled={form.busy}
            onClick={() => confirm(asked)}
          >
            {asked === 'void' ? 'Yes, void it' : 'Yes, reissue it'}
          </button>{' '}
          <button type="button" className="console-button is-quiet" onClick={() => setAsked(null)}>
            Keep it
          </button>
        </p>
      ) : (
        <div className="console-actions">
          {gift.can_void ? (
            <button type="button" className="console-button is-quiet" onClick={() => setAsked('void')}>
              Void code…
            </button>
          ) : null}
          {gift.can_reissue ? (
            <button type="button" className="console-button is-quiet" onClick={() => setAsked('reissue')}>
              Reissue…
            </button>
          ) : null}
        </div>
      )}
      <ConsoleFormError message={form.error} />
      <p role="status" className="console-muted">
        {said}
      </p>
    </section>
  );
}
