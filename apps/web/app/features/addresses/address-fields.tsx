import {
  accountMessages,
  shouldLookUpZip,
  US_REGIONS,
  validateAddress,
  validateBillingAddress,
} from '@pantry/domain';
import { type Dispatch, type SetStateAction, useEffect, useId, useRef, useState } from 'react';
import { TextField } from '../../components/forms/field.tsx';
import { type AddressErrors, type AddressFieldName, type AddressValues, lookUpZip } from './api.ts';

/**
 * The address fields (account spec §3 Address, §5 validation). Typing a ZIP of 5 or more characters asks
 * POST /search/address and fills city and state; a ZIP the store cannot place gets the spec's message.
 */

/** Shipping addresses follow every §5 rule; a card's billing address only the ones of a valid address. */
export type AddressKind = 'shipping' | 'billing';

export function validateAddressValues(values: AddressValues, kind: AddressKind): AddressErrors {
  if (kind === 'billing') {
    const check = validateBillingAddress(values);
    return check.ok ? {} : check.errors;
  }
  const check = validateAddress(values);
  return check.ok ? {} : check.errors;
}

/** One option per two-letter code (four Armed Forces regions share AE): states and DC first. */
const mainRegions = US_REGIONS.filter((r) => r.kind === 'state' || r.kind === 'district');
const otherRegions = US_REGIONS.filter(
  (r, i, all) => r.kind !== 'state' && r.kind !== 'district' && all.findIndex((o) => o.code === r.code) === i,
);

const ZIP_LOOKUP_DELAY_MS = 250;

export function AddressFields({
  values,
  onChange,
  errors = {},
  kind = 'shipping',
  onEdit,
}: {
  values: AddressValues;
  onChange: Dispatch<SetStateAction<AddressValues>>;
  errors?: AddressErrors;
  kind?: AddressKind;
  /** A field was edited: its old message no longer applies. */
  onEdit?: (name: AddressFieldName) => void;
}) {
  const [zipError, setZipError] = useState<string | null>(null);
  const [lookingUp, setLookingUp] = useState(false);
  // The ZIP the form opened with is not looked up again: only what the shopper types.
  const lastZip = useRef(values.postcode.trim());
  const section = kind === 'billing' ? 'billing ' : 'shipping ';

  const zip = values.postcode.trim();
  useEffect(() => {
    if (zip === lastZip.current) return;
    lastZip.current = zip;
    setZipError(null);
    if (!shouldLookUpZip(zip)) return;
    let live = true;
    const timer = setTimeout(async () => {
      setLookingUp(true);
      const found = await lookUpZip(zip);
      setLookingUp(false);
      if (!live) return;
      if (!found) setZipError(accountMessages.invalidZip);
      else {
        onEdit?.('city');
        onEdit?.('region_code');
        onChange((current) => ({ ...current, city: found.city, region_code: found.region_code }));
      }
    }, ZIP_LOOKUP_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [zip, onChange, onEdit]);

  const field = (name: AddressFieldName) => ({
    name,
    value: values[name],
    error: errors[name] ?? null,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      onEdit?.(name);
      onChange((current) => ({ ...current, [name]: value }));
    },
  });

  return (
    <div className="form-stack">
      <div className="form-row">
        <TextField label="First name" autoComplete={`${section}given-name`} {...field('firstname')} />
        <TextField label="Last name" autoComplete={`${section}family-name`} {...field('lastname')} />
      </div>
      <TextField label="Street address" autoComplete={`${section}address-line1`} {...field('street1')} />
      <TextField
        label="Apartment, suite, etc. (optional)"
        autoComplete={`${section}address-line2`}
        {...field('street2')}
      />
      <div className="form-row">
        <TextField
          label="ZIP code"
          inputMode="numeric"
          autoComplete={`${section}postal-code`}
          maxLength={10}
          hint={lookingUp ? 'Looking up your city…' : undefined}
          {...field('postcode')}
          error={errors.postcode ?? zipError}
        />
        <TextField label="City" autoComplete={`${section}address-level2`} {...field('city')} />
      </div>
      <div className="form-row">
        <RegionSelect
          value={values.region_code}
          error={errors.region_code ?? null}
          autoComplete={`${section}address-level1`}
          onChange={(region_code) => {
            onEdit?.('region_code');
            onChange((current) => ({ ...current, region_code }));
          }}
        />
        <TextField
          label="Mobile number"
          type="tel"
          inputMode="tel"
          autoComplete={`${section}tel-national`}
          {...field('telephone')}
        />
      </div>
    </div>
  );
}

function RegionSelect({
  value,
  error,
  autoComplete,
  onChange,
}: {
  value: string;
  error: string | null;
  autoComplete: string;
  onChange: (code: string) => void;
}) {
  const id = useId();
  const known = US_REGIONS.some((region) => region.code === value);
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>State</label>
      <select
        id={id}
        name="region_code"
        value={value}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Select a state</option>
        {!known && value ? <option value={value}>{value}</option> : null}
        {mainRegions.map((region) => (
          <option key={region.id} value={region.code}>
            {region.name}
          </option>
        ))}
        <optgroup label="Territories and military">
          {otherRegions.map((region) => (
            <option key={region.id} value={region.code}>
              {region.name}
            </option>
          ))}
        </optgroup>
      </select>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
