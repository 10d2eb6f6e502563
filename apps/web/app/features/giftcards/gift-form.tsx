import {
  dollarsToCents,
  formatDollars,
  GIFT_CREDIT_MAX_CENTS,
  GIFT_CREDIT_MIN_CENTS,
  type GiftType,
  giftCreditCents,
  giftHasCredit,
  giftHasMembership,
  giftPriceCents,
  validateGiftForm,
} from '@pantry/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError, SubmitButton, TextField } from '../../components/forms/field.tsx';
import { loginUrl } from '../../lib/route-guards.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useAccount } from '../account/index.ts';
import { cartKeys, cartPanel } from '../cart/index.ts';
import { type GiftFormValues, giftApi, giftMembershipCents, useGiftOffer } from './api.ts';
import { GiftTypeChoice } from './gift-type-choice.tsx';

const dollars = formatDollars;

const EMPTY: GiftFormValues = {
  type: 'membershipPlusCredit',
  amount: '25',
  gc_recipient_full_name: '',
  gc_recipient_email: '',
  gc_message: '',
  sender_fullname: '',
  gc_sender_email: '',
};

/**
 * The gift card page's form (spec §3 Gift form, §5: names need first and last name): credit, a membership or both,
 * priced from GET /product/sku/membership-gift-dynamic, added to the cart as its gift line.
 */
export function GiftForm({ productId }: { productId: number }) {
  const offer = useGiftOffer();
  const { account } = useAccount();
  const client = useQueryClient();
  const form = useFormSubmit(EMPTY);
  const [added, setAdded] = useState<string | null>(null);
  const type = form.values.type as GiftType;
  const membershipCents = offer.data ? giftMembershipCents(offer.data) : null;
  const checked = validateGiftForm(form.values);
  const credit = giftCreditCents(form.values.amount) ?? 0;
  const total =
    membershipCents === null ? null : giftPriceCents({ type, creditCents: credit }, membershipCents);
  const signedIn = account?.logged_in === 1;

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setAdded(null);
    const found = checked.ok ? {} : checked.errors;
    await form.submit(found, async () => {
      const cart = await giftApi.addToCart(productId, form.values);
      client.setQueryData(cartKeys.cart, cart);
      setAdded('Your gift is in your cart.');
      cartPanel.open();
    });
  }

  return (
    <form className="gift-form form-stack" onSubmit={onSubmit} noValidate>
      <GiftTypeChoice
        value={type}
        onChange={(next) => form.setValues({ ...form.values, type: next })}
        membershipCents={membershipCents}
        msrpCents={offer.data ? dollarsToCents(offer.data.msrp) : null}
      />
      {giftHasCredit(type) ? (
        <TextField
          {...form.field('amount')}
          label="Amount of credit ($)"
          inputMode="numeric"
          hint={`From ${dollars(GIFT_CREDIT_MIN_CENTS)} to ${dollars(GIFT_CREDIT_MAX_CENTS)}.`}
        />
      ) : null}
      <TextField {...form.field('gc_recipient_full_name')} label="Recipient's full name" autoComplete="off" />
      <TextField
        {...form.field('gc_recipient_email')}
        label="Recipient's email"
        type="email"
        autoComplete="off"
      />
      <div className={`field${form.errors.gc_message ? ' has-error' : ''}`}>
        <label htmlFor="gift-message">Message (optional)</label>
        <textarea id="gift-message" {...form.field('gc_message')} rows={3} maxLength={500} />
      </div>
      <TextField {...form.field('sender_fullname')} label="Your full name" autoComplete="name" />
      <TextField {...form.field('gc_sender_email')} label="Your email" type="email" autoComplete="email" />
      {total !== null ? (
        <p className="gift-total">
          Gift total: <strong>{dollars(total)}</strong>
          {giftHasMembership(type) ? ' (includes a 1 year membership)' : ''}
        </p>
      ) : null}
      <FormError message={form.formError} />
      <p role="status" className="gift-added">
        {added}
      </p>
      {signedIn ? (
        <SubmitButton busy={form.busy} busyLabel="Adding…">
          Add gift to cart
        </SubmitButton>
      ) : (
        <a className="button button-primary" href={loginUrl('/p/gift-card')}>
          Sign in to send a gift
        </a>
      )}
    </form>
  );
}
