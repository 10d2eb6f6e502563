import { type AutoshipFrequency, DEFAULT_AUTOSHIP_FREQUENCY, messages } from '@pantry/domain';
import { useId, useState } from 'react';
import { FormError } from '../../components/forms/field.tsx';
import { type SubscribeAllResult, useSubscribeAll } from './api.ts';
import type { AutoshipProduct } from './autoship-control.tsx';
import { isWineProduct, useAutoshipButtons } from './button-state.ts';
import { ChargeFailedBanner } from './charge-failed-banner.tsx';
import { FrequencySelect, frequencyLabel } from './frequency-select.tsx';

/** A product of a list, at the quantity it would be subscribed at. */
export type ListLine = { product: AutoshipProduct; qty: number };

const productCount = (n: number) => (n === 1 ? '1 product' : `${n} products`);

function outcome(result: SubscribeAllResult, frequency: number): string {
  return `Subscribed ${productCount(result.subscribed)}, ${frequencyLabel(frequency).toLowerCase()}.`;
}

/**
 * 'Subscribe all' on a list (account spec §4): every product on it that autoship takes and that is not subscribed
 * yet, at one frequency the shopper picks before confirming. Hidden when none is eligible.
 */
export function SubscribeAll({ lines }: { lines: readonly ListLine[] }) {
  const { ready, schedule, buttonFor } = useAutoshipButtons();
  const subscribeAll = useSubscribeAll();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [frequency, setFrequency] = useState<AutoshipFrequency | null>(null);
  const eligible = lines.filter(
    (line) => ready && buttonFor(line.product, { list: true }).kind === 'subscribe',
  );
  const first = eligible[0] ? buttonFor(eligible[0].product, { list: true }) : null;
  const result = subscribeAll.data;
  // What the last 'Subscribe all' did stays in view after its products leave the eligible ones.
  const after = result ? (
    <>
      {result.subscribed > 0 ? (
        <p role="status">{outcome(result, subscribeAll.variables?.frequency ?? 0)}</p>
      ) : null}
      <FormError message={result.failed.map((failure) => failure.message).join(' ') || null} />
    </>
  ) : null;
  if (first?.kind !== 'subscribe') return after && <div className="autoship-subscribe-all">{after}</div>;
  const chosen =
    frequency ?? (schedule?.frequency as AutoshipFrequency | undefined) ?? DEFAULT_AUTOSHIP_FREQUENCY;
  if (!open) {
    return (
      <div className="autoship-subscribe-all">
        <button type="button" className="button button-secondary" onClick={() => setOpen(true)}>
          {first.text}
        </button>
        {after}
      </div>
    );
  }
  if (first.opens === 'charge_failed_banner') return <ChargeFailedBanner />;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const chosenLines = eligible.map((line) => ({ product_id: line.product.id, qty: line.qty }));
    subscribeAll.mutate({ lines: chosenLines, frequency: chosen }, { onSuccess: () => setOpen(false) });
  };
  return (
    <form className="autoship-subscribe autoship-subscribe-all" aria-label="Subscribe all" onSubmit={submit}>
      <p>Put {productCount(eligible.length)} on autoship at one frequency.</p>
      {eligible.some((line) => isWineProduct(line.product)) ? <p>{messages.alcoholSignature}</p> : null}
      <label htmlFor={`${id}-frequency`}>Every</label>
      <FrequencySelect id={`${id}-frequency`} value={chosen} onChange={setFrequency} />
      <button type="submit" className="button button-primary" disabled={subscribeAll.isPending}>
        Confirm
      </button>
      <button type="button" className="button" onClick={() => setOpen(false)}>
        Cancel
      </button>
    </form>
  );
}
