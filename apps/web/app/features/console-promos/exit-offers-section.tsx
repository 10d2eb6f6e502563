import {
  type AdminCoupon,
  type AdminExitOffer,
  EXIT_OFFER_LABELS,
  type ExitOfferEdit,
  type ExitOfferEditField,
  exitOfferEditSchema,
} from '@pantry/domain';
import { useState } from 'react';
import { CheckedField, ConsoleFormError, ConsoleSubmit, textOf, useConsoleForm } from '../console/index.ts';
import { usePromoChanges, usePromoCoupons, usePromoExitOffers } from './api.ts';
import { checkForm, type FieldErrors, numberOrNull, SavedNote } from './field.tsx';

type Errors = FieldErrors<ExitOfferEditField>;

export function exitOfferFromForm(form: FormData): unknown {
  return {
    coupon_id: numberOrNull(form, 'coupon_id') ?? 0,
    headline: textOf(form, 'headline'),
    message: textOf(form, 'message'),
    active: form.get('active') === 'on',
  };
}

export const checkExitOffer = (value: unknown) => checkForm(exitOfferEditSchema, () => ({}), value);

/** The Exit offer section: one form per offer (first order, cart), read-only without promos.write. */
export function ExitOffersSection({ canEdit }: { canEdit: boolean }) {
  const { data } = usePromoExitOffers();
  const coupons = usePromoCoupons().data?.coupons ?? [];
  return (
    <section className="console-card" id="exit-offers" aria-labelledby="exit-offers-title">
      <h2 id="exit-offers-title">Exit offer</h2>
      <p className="console-muted">
        Shown once a visit to a visitor whose pointer leaves the top of the page. In the headline and message,{' '}
        <code>{'{code}'}</code> and <code>{'{discount}'}</code> become the coupon's code and discount.
      </p>
      {(data?.offers ?? []).map((offer) => (
        <ExitOfferForm key={offer.kind} offer={offer} coupons={coupons} canEdit={canEdit} />
      ))}
    </section>
  );
}

function ExitOfferForm(props: { offer: AdminExitOffer; coupons: AdminCoupon[]; canEdit: boolean }) {
  const { offer, coupons, canEdit } = props;
  const { saveExitOffer } = usePromoChanges();
  const form = useConsoleForm();
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState<string | null>(null);
  const id = (field: string) => `exit-${offer.kind}-${field}`;
  const onSubmit = form.onSubmit(async (data) => {
    setSaved(null);
    const checked = checkExitOffer(exitOfferFromForm(data));
    setErrors(checked.errors);
    if (!checked.value) throw new Error('Some fields need a look: see the messages under them.');
    await saveExitOffer(offer.kind, checked.value as ExitOfferEdit);
    setSaved('Saved. The store makes this offer as set now.');
  });
  const label = EXIT_OFFER_LABELS[offer.kind];
  return (
    <form className="console-form console-promo-form" onSubmit={onSubmit} noValidate aria-label={label}>
      <fieldset disabled={!canEdit || undefined}>
        <legend>{label}</legend>
        <CheckedField id={id('coupon_id')} label="Coupon it gives" error={errors.coupon_id}>
          {(a) => (
            <select {...a} name="coupon_id" defaultValue={offer.coupon_id}>
              {coupons.map((coupon) => (
                <option key={coupon.id} value={coupon.id}>
                  {coupon.code} ({coupon.discount}
                  {coupon.active ? '' : ', off'})
                </option>
              ))}
            </select>
          )}
        </CheckedField>
        <CheckedField id={id('headline')} label="Headline" error={errors.headline}>
          {(a) => <input {...a} name="headline" defaultValue={offer.headline} />}
        </CheckedField>
        <CheckedField id={id('message')} label="Message" error={errors.message}>
          {(a) => <textarea {...a} name="message" rows={2} defaultValue={offer.message} />}
        </CheckedField>
        <label className="console-check">
          <input type="checkbox" name="active" defaultChecked={offer.active} /> On (shown to visitors)
        </label>
      </fieldset>
      <ConsoleFormError message={form.error} />
      <SavedNote text={saved} />
      {canEdit ? <ConsoleSubmit busy={form.busy}>{`Save ${label.toLowerCase()}`}</ConsoleSubmit> : null}
    </form>
  );
}
