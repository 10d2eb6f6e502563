import type { Dispatch, SetStateAction } from 'react';
import {
  type AddressErrors,
  type AddressFieldName,
  AddressFields,
  type AddressValues,
  type SavedAddress,
} from '../addresses/index.ts';

/**
 * The card's billing address: 'Same as my shipping address' (the saved default one, when there is one) or the
 * address fields.
 */
export function BillingAddressChoice({
  shipping,
  sameAsShipping,
  onSameAsShipping,
  values,
  onChange,
  errors,
  onEdit,
}: {
  shipping: SavedAddress | undefined;
  sameAsShipping: boolean;
  onSameAsShipping: (same: boolean) => void;
  values: AddressValues;
  onChange: Dispatch<SetStateAction<AddressValues>>;
  errors: AddressErrors;
  onEdit: (name: AddressFieldName) => void;
}) {
  return (
    <fieldset className="mb-fieldset">
      <legend>Billing address</legend>
      {shipping ? (
        <div className="mb-options">
          <label className="mb-option">
            <input
              type="radio"
              name="billing-choice"
              checked={sameAsShipping}
              onChange={() => onSameAsShipping(true)}
            />
            <span>
              Same as my shipping address
              <span className="mb-option-detail">
                {shipping.street1}, {shipping.city}, {shipping.region_code} {shipping.postcode}
              </span>
            </span>
          </label>
          <label className="mb-option">
            <input
              type="radio"
              name="billing-choice"
              checked={!sameAsShipping}
              onChange={() => onSameAsShipping(false)}
            />
            <span>Use a different billing address</span>
          </label>
        </div>
      ) : null}
      {!sameAsShipping || !shipping ? (
        <AddressFields values={values} onChange={onChange} errors={errors} kind="billing" onEdit={onEdit} />
      ) : null}
    </fieldset>
  );
}
