import {
  type AdminGiftOffer,
  type GiftOfferEdit,
  type GiftOfferEditField,
  type GiftProduct,
  giftOfferEditErrors,
  giftOfferEditSchema,
} from '@pantry/domain';
import { useState } from 'react';
import { CheckedField, ConsoleFormError, ConsoleSubmit, useConsoleForm } from '../console/index.ts';
import { usePromoChanges } from './api.ts';
import { checkForm, type FieldErrors, numberOrNull, textOrNull } from './field.tsx';

type Errors = FieldErrors<GiftOfferEditField>;

export function giftFromForm(form: FormData): unknown {
  return {
    product_id: numberOrNull(form, 'product_id') ?? 0,
    threshold: numberOrNull(form, 'threshold') ?? Number.NaN,
    starts_on: textOrNull(form, 'starts_on'),
    ends_on: textOrNull(form, 'ends_on'),
    active: form.get('active') === 'on',
  };
}

export const checkGift = (value: unknown) => checkForm(giftOfferEditSchema, giftOfferEditErrors, value);

const KIND_LABEL = { gift: 'free gift', sample: 'free sample' } as const;

/** A gift or sample offer's form: the product (one the catalog marks GWP or SAMPLE), threshold, dates, on or off. */
export function GiftForm(props: {
  offer: AdminGiftOffer | null;
  products: GiftProduct[];
  onDone: () => void;
}) {
  const { offer, products, onDone } = props;
  const { saveGift } = usePromoChanges();
  const form = useConsoleForm();
  const [errors, setErrors] = useState<Errors>({});
  const onSubmit = form.onSubmit(async (data) => {
    const checked = checkGift(giftFromForm(data));
    setErrors(checked.errors);
    if (!checked.value) throw new Error('Some fields need a look: see the messages under them.');
    await saveGift(offer?.id ?? null, checked.value as GiftOfferEdit);
    onDone();
  });
  const title = offer ? `Edit offer: ${offer.product_title}` : 'New gift or sample';
  const e = errors;
  return (
    <form className="console-form console-promo-form" onSubmit={onSubmit} noValidate aria-label={title}>
      <h3>{title}</h3>
      <CheckedField id="gift-product_id" label="Product given" error={e.product_id}>
        {(a) => (
          <select {...a} name="product_id" defaultValue={offer?.product_id ?? ''}>
            <option value="">Choose a product</option>
            {products.map((product) => (
              <option key={product.id} value={product.id}>
                {product.title} ({KIND_LABEL[product.kind]}, {product.sku})
              </option>
            ))}
          </select>
        )}
      </CheckedField>
      <CheckedField
        id="gift-threshold"
        label="Threshold (dollars)"
        error={e.threshold}
        hint="Given once the cart's eligible subtotal reaches it; 0 gives it with any order."
      >
        {(a) => <input {...a} name="threshold" inputMode="decimal" defaultValue={offer?.threshold ?? ''} />}
      </CheckedField>
      <div className="console-field-row">
        <CheckedField id="gift-starts_on" label="Starts on (optional)" error={e.starts_on}>
          {(a) => <input {...a} type="date" name="starts_on" defaultValue={offer?.starts_on ?? ''} />}
        </CheckedField>
        <CheckedField id="gift-ends_on" label="Ends on (optional)" error={e.ends_on}>
          {(a) => <input {...a} type="date" name="ends_on" defaultValue={offer?.ends_on ?? ''} />}
        </CheckedField>
      </div>
      <label className="console-check">
        <input type="checkbox" name="active" defaultChecked={offer?.active ?? true} /> Active (carts are given
        it)
      </label>
      <ConsoleFormError message={form.error} />
      <div className="console-actions">
        <ConsoleSubmit busy={form.busy}>{offer ? 'Save offer' : 'Create offer'}</ConsoleSubmit>
        <button type="button" className="console-button is-quiet" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
