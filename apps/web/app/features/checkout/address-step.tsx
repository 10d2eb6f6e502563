import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AddressForm, createAddress, type SavedAddress, useSetAddresses } from '../addresses/index.ts';
import { cartKeys } from '../cart/index.ts';

function AddressLines({ address }: { address: SavedAddress }) {
  return (
    <span className="mb-option-detail">
      {address.street1}
      {address.street2 ? `, ${address.street2}` : ''}, {address.city}, {address.region_code}{' '}
      {address.postcode}
    </span>
  );
}

/**
 * Step 1: where the order goes. A saved address (the default first, as the list comes), or a new one: the address
 * form opens in place (it opens by itself when none is saved), and the saved address is chosen.
 */
export function AddressStep({
  addresses,
  selectedId,
  onSelect,
}: {
  addresses: readonly SavedAddress[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  const setAddresses = useSetAddresses();
  const client = useQueryClient();
  const [adding, setAdding] = useState(false);
  const formOpen = adding || addresses.length === 0;

  return (
    <div className="form-stack">
      {addresses.length > 0 ? (
        <fieldset className="mb-fieldset">
          <legend className="sr-only">Choose a shipping address</legend>
          <div className="mb-options">
            {addresses.map((address) => (
              <label key={address.id} className="mb-option">
                <input
                  type="radio"
                  name="checkout-address"
                  value={address.id}
                  checked={selectedId === address.id}
                  onChange={() => {
                    setAdding(false);
                    onSelect(address.id);
                  }}
                />
                <span>
                  {address.firstname} {address.lastname}
                  {address.is_default ? <span className="mb-tag">Default</span> : null}
                  <AddressLines address={address} />
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {formOpen ? (
        <section className="checkout-subform" aria-labelledby="checkout-new-address">
          <h3 id="checkout-new-address" className="checkout-subtitle">
            New address
          </h3>
          <AddressForm
            focusOnOpen={adding}
            initialDefault={addresses.length === 0}
            showDefault={addresses.length > 0}
            submitLabel="Save and use this address"
            onCancel={addresses.length > 0 ? () => setAdding(false) : undefined}
            onSubmit={async (values, isDefault) => {
              const known = new Set(addresses.map((address) => address.id));
              const list = await createAddress(values, isDefault);
              setAddresses(list);
              // The cart is priced for the default address's state (its tax): a new member's first address, or a
              // new default, prices it again, so Place order confirms the total the server will charge.
              await client.invalidateQueries({ queryKey: cartKeys.cart });
              const added = list.find((address) => !known.has(address.id));
              if (added) onSelect(added.id);
              setAdding(false);
            }}
          />
        </section>
      ) : (
        <div>
          <button type="button" className="button button-secondary" onClick={() => setAdding(true)}>
            Add a new address
          </button>
        </div>
      )}
    </div>
  );
}
