import {
  type AdminProduct,
  type ProductEdit,
  type ProductEditField,
  productEditErrors,
  productEditSchema,
} from '@pantry/domain';
import { type ReactNode, useState } from 'react';
import { useCatalogChanges } from './catalog-api.ts';
import { CheckedField } from './checked-field.tsx';
import { ConsoleFormError, ConsoleSubmit, textOf, useConsoleForm } from './console-form.tsx';

type Errors = Partial<Record<ProductEditField, string>>;

const numberOrNull = (form: FormData, name: string): number | null => {
  const text = textOf(form, name);
  return text === '' ? null : Number(text);
};

/** The form's fields as the PATCH body; a field left empty is null, a box unticked is false. */
export function editFromForm(form: FormData): unknown {
  const reductionType = textOf(form, 'price_reduction_type');
  const offerType = textOf(form, 'thrive_cash_type');
  return {
    title: textOf(form, 'title'),
    short_description: textOf(form, 'short_description'),
    description: textOf(form, 'description'),
    price: numberOrNull(form, 'price') ?? Number.NaN,
    msrp: numberOrNull(form, 'msrp') ?? Number.NaN,
    map_price: numberOrNull(form, 'map_price'),
    map_enabled: form.get('map_enabled') === 'on',
    price_reduction: reductionType
      ? { type: reductionType, amount: numberOrNull(form, 'price_reduction') }
      : null,
    autoship_enabled: form.get('autoship_enabled') === 'on',
    autoship_price: numberOrNull(form, 'autoship_price'),
    min_qty: numberOrNull(form, 'min_qty'),
    max_qty: numberOrNull(form, 'max_qty'),
    is_available: form.get('is_available') === 'on',
    badges: form.getAll('badges').map(String),
    thrive_cash: offerType ? { type: offerType, amount: numberOrNull(form, 'thrive_cash') } : null,
  };
}

/** The form's messages, field by field: the wire schema's, then the rules between fields (the server's too). */
export function checkEdit(value: unknown): { edit: ProductEdit | null; errors: Errors } {
  const parsed = productEditSchema.safeParse(value);
  if (!parsed.success) {
    const errors: Errors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ProductEditField;
      errors[field] ??= issue.code === 'invalid_type' ? 'Enter a number here.' : issue.message;
    }
    return { edit: null, errors };
  }
  const errors = productEditErrors(parsed.data);
  return { edit: Object.keys(errors).length ? null : parsed.data, errors };
}

/** A product field: the console's CheckedField under the form's own id prefix. */
function Field(props: {
  id: ProductEditField;
  label: string;
  error?: string;
  children: (a: object) => ReactNode;
}) {
  return <CheckedField {...props} id={`product-${props.id}`} />;
}

const money = (value: number | null) => (value === null ? '' : value.toFixed(2));

/** The edit form (spec §3 Product): what the shopper reads, the prices, the quantity rules, badges and offers. */
export function ProductForm({ product, canEdit }: { product: AdminProduct; canEdit: boolean }) {
  const { save } = useCatalogChanges();
  const form = useConsoleForm();
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState(false);
  const onSubmit = form.onSubmit(async (data) => {
    setSaved(false);
    const checked = checkEdit(editFromForm(data));
    setErrors(checked.errors);
    if (!checked.edit) throw new Error('Some fields need a look: see the messages beside them.');
    await save(product.id, checked.edit);
    setSaved(true);
  });
  const e = errors;
  return (
    <form className="console-form console-product-form" onSubmit={onSubmit} noValidate aria-label="Product">
      <fieldset disabled={!canEdit || undefined}>
        <legend>Words</legend>
        <Field id="title" label="Title" error={e.title}>
          {(a) => <input {...a} name="title" defaultValue={product.title} required />}
        </Field>
        <Field id="short_description" label="Short description" error={e.short_description}>
          {(a) => (
            <textarea {...a} name="short_description" rows={2} defaultValue={product.short_description} />
          )}
        </Field>
        <Field id="description" label="Description" error={e.description}>
          {(a) => <textarea {...a} name="description" rows={5} defaultValue={product.description} />}
        </Field>
      </fieldset>
      <PriceFields product={product} errors={e} disabled={!canEdit} />
      <OfferFields product={product} errors={e} disabled={!canEdit} />
      <ConsoleFormError message={form.error} />
      <p role="status" className="console-muted">
        {saved ? 'Saved. The store shows the change now.' : ''}
      </p>
      {canEdit ? <ConsoleSubmit busy={form.busy}>Save product</ConsoleSubmit> : null}
    </form>
  );
}

type Part = { product: AdminProduct; errors: Errors; disabled: boolean };

function PriceFields({ product, errors: e, disabled }: Part) {
  const reduction = product.price_reduction;
  return (
    <fieldset disabled={disabled || undefined}>
      <legend>Prices (dollars)</legend>
      <div className="console-field-row">
        <Field id="price" label="Price" error={e.price}>
          {(a) => <input {...a} name="price" inputMode="decimal" defaultValue={money(product.price)} />}
        </Field>
        <Field id="msrp" label="MSRP" error={e.msrp}>
          {(a) => <input {...a} name="msrp" inputMode="decimal" defaultValue={money(product.msrp)} />}
        </Field>
        <Field id="map_price" label="MAP price" error={e.map_price}>
          {(a) => (
            <input {...a} name="map_price" inputMode="decimal" defaultValue={money(product.map_price)} />
          )}
        </Field>
      </div>
      <label className="console-check">
        <input type="checkbox" name="map_enabled" defaultChecked={product.map_enabled} /> MAP pricing (the
        price shows in the cart)
      </label>
      <div className="console-field-row">
        <div className="console-field">
          <label htmlFor="product-price_reduction_type">Temporary price reduction</label>
          <select
            id="product-price_reduction_type"
            name="price_reduction_type"
            defaultValue={reduction?.type ?? ''}
          >
            <option value="">None</option>
            <option value="by_fixed">Dollars off</option>
            <option value="by_percent">Percent off</option>
          </select>
        </div>
        <Field id="price_reduction" label="Reduction amount" error={e.price_reduction}>
          {(a) => (
            <input {...a} name="price_reduction" inputMode="decimal" defaultValue={reduction?.amount ?? ''} />
          )}
        </Field>
      </div>
      <label className="console-check">
        <input type="checkbox" name="autoship_enabled" defaultChecked={product.autoship_enabled} /> Autoship
      </label>
      <Field id="autoship_price" label="Autoship price" error={e.autoship_price}>
        {(a) => (
          <input
            {...a}
            name="autoship_price"
            inputMode="decimal"
            defaultValue={money(product.autoship_price)}
          />
        )}
      </Field>
    </fieldset>
  );
}

function OfferFields({ product, errors: e, disabled }: Part) {
  const offer = product.thrive_cash;
  return (
    <fieldset disabled={disabled || undefined}>
      <legend>Selling</legend>
      <label className="console-check">
        <input type="checkbox" name="is_available" defaultChecked={product.is_available} /> Available to buy
      </label>
      <div className="console-field-row">
        <Field id="min_qty" label="Minimum quantity" error={e.min_qty}>
          {(a) => <input {...a} name="min_qty" inputMode="numeric" defaultValue={product.min_qty ?? ''} />}
        </Field>
        <Field id="max_qty" label="Maximum quantity" error={e.max_qty}>
          {(a) => <input {...a} name="max_qty" inputMode="numeric" defaultValue={product.max_qty ?? ''} />}
        </Field>
      </div>
      <div className="console-field-row">
        <div className="console-field">
          <label htmlFor="product-thrive_cash_type">Thrive Cash offer</label>
          <select id="product-thrive_cash_type" name="thrive_cash_type" defaultValue={offer?.type ?? ''}>
            <option value="">None</option>
            <option value="tc_percent">Percent of the price</option>
            <option value="dollar">Dollars</option>
          </select>
        </div>
        <Field id="thrive_cash" label="Offer amount" error={e.thrive_cash}>
          {(a) => <input {...a} name="thrive_cash" inputMode="decimal" defaultValue={offer?.amount ?? ''} />}
        </Field>
      </div>
      <div className="console-field">
        <label htmlFor="product-badges">Badges</label>
        <select id="product-badges" name="badges" multiple size={6} defaultValue={product.badges}>
          {product.badge_choices.map((badge) => (
            <option key={badge} value={badge}>
              {badge}
            </option>
          ))}
        </select>
        <p className="console-hint">Hold Ctrl (or ⌘) to pick more than one.</p>
      </div>
    </fieldset>
  );
}
