import { formatDollars, GIFT_TYPES, type GiftType } from '@pantry/domain';

const LABELS: Record<GiftType, string> = {
  membershipPlusCredit: 'Membership + credit',
  membership: '1 year membership',
  credit: 'Credit',
};

const dollars = formatDollars;

/** Spec §5 'Gift membership choices: membershipPlusCredit, membership, credit', as radio buttons. */
export function GiftTypeChoice({
  value,
  onChange,
  membershipCents,
  msrpCents = null,
}: {
  value: GiftType;
  onChange: (type: GiftType) => void;
  membershipCents: number | null;
  /** The membership's regular price (the offer's msrp), shown struck through when the gift costs less. */
  msrpCents?: number | null;
}) {
  return (
    <fieldset className="gift-types">
      <legend>Choose a gift</legend>
      {GIFT_TYPES.map((type) => (
        <label key={type} className="gift-type">
          <input
            type="radio"
            name="type"
            value={type}
            checked={value === type}
            onChange={() => onChange(type)}
          />
          {LABELS[type]}
          {type !== 'credit' && membershipCents !== null ? (
            <span className="muted">
              {' '}
              (membership {dollars(membershipCents)}
              {msrpCents !== null && msrpCents > membershipCents ? (
                <>
                  , regularly <s>{dollars(msrpCents)}</s>
                </>
              ) : null}
              )
            </span>
          ) : null}
        </label>
      ))}
    </fieldset>
  );
}
