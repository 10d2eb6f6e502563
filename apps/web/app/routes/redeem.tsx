import {
  formatStoreDate,
  formatWireDollars,
  normalizeGiftCode,
  type RedeemAnswer,
  redeemMessages,
} from '@pantry/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormError, SubmitButton, TextField } from '../components/forms/field.tsx';
import { accountKeys } from '../features/account/index.ts';
import { cartKeys } from '../features/cart/index.ts';
import { giftApi, giftCardBalanceQuery, giftKeys } from '../features/giftcards/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import { track } from '../lib/analytics.ts';
import { guardPage } from '../lib/route-guards.ts';
import { useFormSubmit } from '../lib/use-form-submit.ts';
import type { Route } from './+types/redeem';

export async function loader({ context, request }: Route.LoaderArgs) {
  guardPage(await context.services.viewer.account(), new URL(request.url));
  return null;
}

export function meta() {
  return [{ title: 'Redeem a gift | Pantry' }, { name: 'robots', content: 'noindex' }];
}

function Redeemed({ answer }: { answer: RedeemAnswer }) {
  const until = formatStoreDate(answer.membership_expires_at, 'long');
  return (
    <div role="status" className="form-success">
      <p>{answer.message}</p>
      {answer.credit > 0 ? (
        <p>Gift card balance: {formatWireDollars(answer.gift_card_balance)}. It never expires.</p>
      ) : null}
      {until ? <p>Your membership runs until {until}.</p> : null}
      <Link to="/">Start shopping</Link>
    </div>
  );
}

/** Account spec §2 /redeem (signed in): a gift code becomes gift card credit, a year of membership, or both. */
export default function RedeemPage() {
  const form = useFormSubmit({ code: '' });
  const client = useQueryClient();
  const [answer, setAnswer] = useState<RedeemAnswer | null>(null);
  const balance = useQuery(giftCardBalanceQuery());

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setAnswer(null);
    const found = normalizeGiftCode(form.values.code) ? {} : { code: redeemMessages.notFound };
    await form.submit(found, async () => {
      const answer = await giftApi.redeem(form.values.code);
      setAnswer(answer);
      // A gift membership adds no credit: only a gift card's credit is a Gift Card Added.
      if (answer.credit > 0) track('Gift Card Added', { amount: answer.credit });
      form.setValues({ code: '' });
      await Promise.all([
        client.invalidateQueries({ queryKey: accountKeys.account }),
        client.invalidateQueries({ queryKey: cartKeys.cart }),
        client.invalidateQueries({ queryKey: giftKeys.balance }),
      ]);
    });
  }

  return (
    <div className="form-page">
      <h1>Redeem a gift</h1>
      <form ref={form.formRef} className="form-card form-stack" onSubmit={onSubmit} noValidate>
        <p>Enter the code from your gift e-mail.</p>
        {balance.data ? (
          <p className="muted">
            Your gift card balance: {formatWireDollars(balance.data)}. It never expires.
          </p>
        ) : null}
        <TextField {...form.field('code')} label="Gift code" autoComplete="off" spellCheck={false} />
        <FormError message={form.formError} />
        <SubmitButton busy={form.busy} busyLabel="Redeeming…">
          Redeem
        </SubmitButton>
        {answer ? <Redeemed answer={answer} /> : null}
      </form>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
