import {
  type AutoshipFrequency,
  autoshipSavingsPercent,
  DEFAULT_AUTOSHIP_FREQUENCY,
  type Product,
} from '@pantry/domain';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { FormError } from '../../components/forms/field.tsx';
import { apiFailure } from '../../lib/http/client.ts';
import { useSubscribe } from './api.ts';
import AutoshipPrice, { pricingOf } from './autoship-price.tsx';
import { startQty, useAutoshipButtons } from './button-state.ts';
import { ChargeFailedBanner } from './charge-failed-banner.tsx';
import { FrequencySelect } from './frequency-select.tsx';

type Step = 'closed' | 'confirm-wine' | 'choose' | 'banner';

/**
 * What the control reads of a product. A card carries only the first part (issue 12 keeps autoship prices out of
 * the listing payload), so a card's button says plain 'Subscribe'; the product page has the prices and the savings.
 */
export type AutoshipProduct = Pick<
  Product,
  'id' | 'title' | 'autoship_enabled' | 'product_type' | 'in_stock' | 'type_category'
> &
  Partial<
    Pick<
      Product,
      | 'price'
      | 'temporary_price_reduction'
      | 'autoship_price'
      | 'autoship_temporary_price_reduction'
      | 'autoship'
      | 'box_type'
    >
  >;

/** The Subscribe control (account spec §4 button states), loaded for signed-in shoppers by AutoshipButton. */
export default function AutoshipControl({ product }: { product: AutoshipProduct }) {
  const { buttonFor } = useAutoshipButtons();
  const [step, setStep] = useState<Step>('closed');
  const pricing = pricingOf(product);
  const state = buttonFor(product, { savingsPercent: pricing ? autoshipSavingsPercent(pricing) : 0 });
  if (state.kind === 'hidden') return null;
  if (state.kind === 'disabled') {
    return (
      <button type="button" className="button autoship-button" disabled>
        {state.text}
      </button>
    );
  }
  if (step === 'banner') return <ChargeFailedBanner />;
  if (state.kind === 'subscribed') {
    return (
      <div className="autoship-button">
        <span>{state.text}</span>{' '}
        <Link
          to="/autoship/all-items"
          onClick={(e) => {
            if (state.opens !== 'charge_failed_banner') return;
            e.preventDefault();
            setStep('banner');
          }}
        >
          {state.manage}
        </Link>
      </div>
    );
  }
  if (step === 'closed') {
    const open = () =>
      setStep(
        state.opens === 'charge_failed_banner' ? 'banner' : state.confirmFirst ? 'confirm-wine' : 'choose',
      );
    return (
      <button type="button" className="button button-secondary autoship-button" onClick={open}>
        {state.text}
      </button>
    );
  }
  if (step === 'confirm-wine')
    return <WineConfirm onYes={() => setStep('choose')} onNo={() => setStep('closed')} />;
  return <SubscribeForm product={product} onDone={() => setStep('closed')} />;
}

function WineConfirm({ onYes, onNo }: { onYes: () => void; onNo: () => void }) {
  return (
    <fieldset className="autoship-wine-confirm">
      <legend>Wine on autoship</legend>
      <p>
        Wine ships only to adults 21 or older, and an adult must sign for it. Set up recurring wine
        deliveries?
      </p>
      <button type="button" className="button button-primary" onClick={onYes}>
        Continue
      </button>{' '}
      <button type="button" className="button" onClick={onNo}>
        Not now
      </button>
    </fieldset>
  );
}

function SubscribeForm({ product, onDone }: { product: AutoshipProduct; onDone: () => void }) {
  const subscribe = useSubscribe();
  const id = useId();
  const [qty, setQty] = useState(startQty(product));
  const [frequency, setFrequency] = useState<AutoshipFrequency>(DEFAULT_AUTOSHIP_FREQUENCY);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    subscribe.mutate({ product_id: product.id, qty, frequency }, { onSuccess: onDone });
  };
  return (
    <form className="autoship-subscribe" onSubmit={submit} aria-label={`Subscribe to ${product.title}`}>
      <AutoshipPrice product={product} />
      <label htmlFor={`${id}-qty`}>Qty</label>
      <input
        id={`${id}-qty`}
        type="number"
        min={1}
        max={50}
        value={qty}
        onChange={(e) => setQty(Number(e.target.value) || 1)}
      />
      <label htmlFor={`${id}-frequency`}>Every</label>
      <FrequencySelect id={`${id}-frequency`} value={frequency} onChange={setFrequency} />
      <button type="submit" className="button button-primary" disabled={subscribe.isPending}>
        Subscribe
      </button>
      <FormError message={subscribe.error ? apiFailure(subscribe.error).message : null} />
    </form>
  );
}
