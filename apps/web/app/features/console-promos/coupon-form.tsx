import {
  type AdminCoupon,
  type CouponEdit,
  type CouponEditField,
  couponEditErrors,
  couponEditSchema,
} from '@pantry/domain';
import { useState } from 'react';
import { CheckedField, ConsoleFormError, ConsoleSubmit, textOf, useConsoleForm } from '../console/index.ts';
import { usePromoChanges } from './api.ts';
import { checkForm, type FieldErrors, numberOrNull, textOrNull } from './field.tsx';

type Errors = FieldErrors<CouponEditField>;

/** The form's fields as the POST or PATCH body; an empty field is null, an unticked box false. */
export function couponFromForm(form: FormData): unknown {
  return {
    code: textOf(form, 'code'),
    coupon_name: textOrNull(form, 'coupon_name'),
    label: textOrNull(form, 'label'),
    discount_type: textOf(form, 'discount_type'),
    amount: numberOrNull(form, 'amount') ?? Number.NaN,
    maximum_discount: numberOrNull(form, 'maximum_discount'),
    minimum_order: numberOrNull(form, 'minimum_order') ?? 0,
    starts_on: textOrNull(form, 'starts_on'),
    ends_on: textOrNull(form, 'ends_on'),
    total_uses: numberOrNull(form, 'total_uses'),
    uses_per_customer: numberOrNull(form, 'uses_per_customer'),
    first_order_only: form.get('first_order_only') === 'on',
    active: form.get('active') === 'on',
    fine_print: textOrNull(form, 'fine_print'),
    offer_bar_text: textOrNull(form, 'offer_bar_text'),
  };
}

export const checkCoupon = (value: unknown) => checkForm(couponEditSchema, couponEditErrors, value);

/**
 * A coupon's form, new (`coupon` null) or to edit. Each field's message shows under it; the server's refusal (a
 * code already taken: 409) above the buttons.
 */
export function CouponForm({ coupon, onDone }: { coupon: AdminCoupon | null; onDone: () => void }) {
  const { saveCoupon } = usePromoChanges();
  const form = useConsoleForm();
  const [errors, setErrors] = useState<Errors>({});
  const onSubmit = form.onSubmit(async (data) => {
    const checked = checkCoupon(couponFromForm(data));
    setErrors(checked.errors);
    if (!checked.value) throw new Error('Some fields need a look: see the messages under them.');
    await saveCoupon(coupon?.id ?? null, checked.value as CouponEdit);
    onDone();
  });
  const title = coupon ? `Edit coupon ${coupon.code}` : 'New coupon';
  return (
    <form className="console-form console-promo-form" onSubmit={onSubmit} noValidate aria-label={title}>
      <h3>{title}</h3>
      <CouponDiscount coupon={coupon} errors={errors} />
      <CouponLimits coupon={coupon} errors={errors} />
      <CouponWords coupon={coupon} errors={errors} />
      <ConsoleFormError message={form.error} />
      <div className="console-actions">
        <ConsoleSubmit busy={form.busy}>{coupon ? 'Save coupon' : 'Create coupon'}</ConsoleSubmit>
        <button type="button" className="console-button is-quiet" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

type Part = { coupon: AdminCoupon | null; errors: Errors };

function CouponDiscount({ coupon: c, errors: e }: Part) {
  return (
    <fieldset>
      <legend>Code and discount</legend>
      <CheckedField id="coupon-code" label="Code" error={e.code} hint="Shoppers type it in any case.">
        {(a) => <input {...a} name="code" defaultValue={c?.code ?? ''} autoComplete="off" />}
      </CheckedField>
      <div className="console-field-row">
        <div className="console-field">
          <label htmlFor="coupon-discount_type">Discount type</label>
          <select
            id="coupon-discount_type"
            name="discount_type"
            defaultValue={c?.discount_type ?? 'by_percent'}
          >
            <option value="by_percent">Percent off</option>
            <option value="by_fixed">Dollars off</option>
          </select>
        </div>
        <CheckedField id="coupon-amount" label="Amount off" error={e.amount}>
          {(a) => <input {...a} name="amount" inputMode="decimal" defaultValue={c?.amount ?? ''} />}
        </CheckedField>
        <CheckedField id="coupon-maximum_discount" label="Cap (dollars, optional)" error={e.maximum_discount}>
          {(a) => (
            <input
              {...a}
              name="maximum_discount"
              inputMode="decimal"
              defaultValue={c?.maximum_discount ?? ''}
            />
          )}
        </CheckedField>
      </div>
      <CheckedField id="coupon-minimum_order" label="Minimum order (dollars)" error={e.minimum_order}>
        {(a) => (
          <input {...a} name="minimum_order" inputMode="decimal" defaultValue={c?.minimum_order ?? 0} />
        )}
      </CheckedField>
    </fieldset>
  );
}

function CouponLimits({ coupon: c, errors: e }: Part) {
  return (
    <fieldset>
      <legend>Dates and limits</legend>
      <div className="console-field-row">
        <CheckedField id="coupon-starts_on" label="Starts on (optional)" error={e.starts_on}>
          {(a) => <input {...a} type="date" name="starts_on" defaultValue={c?.starts_on ?? ''} />}
        </CheckedField>
        <CheckedField
          id="coupon-ends_on"
          label="Ends on (optional)"
          error={e.ends_on}
          hint="Good through 23:59."
        >
          {(a) => <input {...a} type="date" name="ends_on" defaultValue={c?.ends_on ?? ''} />}
        </CheckedField>
      </div>
      <div className="console-field-row">
        <CheckedField id="coupon-total_uses" label="Total use limit (optional)" error={e.total_uses}>
          {(a) => <input {...a} name="total_uses" inputMode="numeric" defaultValue={c?.total_uses ?? ''} />}
        </CheckedField>
        <CheckedField
          id="coupon-uses_per_customer"
          label="Uses per shopper (optional)"
          error={e.uses_per_customer}
        >
          {(a) => (
            <input
              {...a}
              name="uses_per_customer"
              inputMode="numeric"
              defaultValue={c?.uses_per_customer ?? ''}
            />
          )}
        </CheckedField>
      </div>
      <label className="console-check">
        <input type="checkbox" name="first_order_only" defaultChecked={c?.first_order_only ?? false} /> First
        order only
      </label>
      <label className="console-check">
        <input type="checkbox" name="active" defaultChecked={c?.active ?? true} /> Active (shoppers can use
        it)
      </label>
    </fieldset>
  );
}

function CouponWords({ coupon: c, errors: e }: Part) {
  return (
    <fieldset>
      <legend>What shoppers read</legend>
      <CheckedField id="coupon-coupon_name" label="Name (optional)" error={e.coupon_name}>
        {(a) => <input {...a} name="coupon_name" defaultValue={c?.coupon_name ?? ''} />}
      </CheckedField>
      <CheckedField id="coupon-label" label="Label (optional)" error={e.label}>
        {(a) => <input {...a} name="label" defaultValue={c?.label ?? ''} />}
      </CheckedField>
      <CheckedField id="coupon-offer_bar_text" label="Offer bar text (optional)" error={e.offer_bar_text}>
        {(a) => <input {...a} name="offer_bar_text" defaultValue={c?.offer_bar_text ?? ''} />}
      </CheckedField>
      <CheckedField id="coupon-fine_print" label="Fine print (optional)" error={e.fine_print}>
        {(a) => <textarea {...a} name="fine_print" rows={2} defaultValue={c?.fine_print ?? ''} />}
      </CheckedField>
    </fieldset>
  );
}
