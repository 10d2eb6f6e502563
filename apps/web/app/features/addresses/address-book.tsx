import { useState } from 'react';
import { FormError } from '../../components/forms/field.tsx';
import { ApiError } from '../../lib/http/client.ts';
import { snackbar } from '../../lib/snackbar-store.ts';
import { AddressForm } from './address-form.tsx';
import {
  createAddress,
  deleteAddress,
  type SavedAddress,
  updateAddress,
  useAddresses,
  useSetAddresses,
  valuesOf,
} from './api.ts';
import { ConfirmRemoval } from './confirm-removal.tsx';

type Editing = { kind: 'new' } | { kind: 'edit'; id: number } | null;

/** The saved addresses (default first): add, edit, delete, make default. Every answer is the whole new list. */
export function AddressBook() {
  const addresses = useAddresses();
  const setAddresses = useSetAddresses();
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = addresses.data ?? [];

  async function act(id: number, work: () => Promise<SavedAddress[]>, done: string) {
    setBusyId(id);
    setError(null);
    try {
      setAddresses(await work());
      setConfirming(null);
      snackbar.push({ type: 'success', message: done });
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Oops! Something went wrong!');
    } finally {
      setBusyId(null);
    }
  }

  if (addresses.isPending) return <p className="loading-text">Loading your addresses…</p>;
  if (addresses.isError) return <FormError message={addresses.error.message} />;

  return (
    <div className="form-stack">
      <FormError message={error} />
      {list.length === 0 && editing?.kind !== 'new' ? (
        <p className="mb-empty">You have no saved addresses yet.</p>
      ) : null}
      <ul className="onfile-list">
        {list.map((address) =>
          editing?.kind === 'edit' && editing.id === address.id ? (
            <li key={address.id} className="onfile-item is-editing">
              <h2 className="onfile-item-title">Edit address</h2>
              <AddressForm
                focusOnOpen
                initial={valuesOf(address)}
                initialDefault={address.is_default}
                onCancel={() => setEditing(null)}
                onSubmit={async (values, isDefault) => {
                  setAddresses(await updateAddress(address.id, values, isDefault || address.is_default));
                  setEditing(null);
                  snackbar.push({ type: 'success', message: 'Address saved.' });
                }}
              />
            </li>
          ) : (
            <li key={address.id} className="onfile-item">
              <div className="onfile-item-body">
                <p className="onfile-item-title">
                  {address.firstname} {address.lastname}
                  {address.is_default ? <span className="mb-tag">Default</span> : null}
                </p>
                <address className="onfile-item-lines">
                  {address.street1}
                  {address.street2 ? `, ${address.street2}` : ''}
                  <br />
                  {address.city}, {address.region_code} {address.postcode}
                  <br />
                  {address.telephone}
                </address>
              </div>
              {confirming === address.id ? (
                <ConfirmRemoval
                  question="Delete this address?"
                  confirmLabel="Delete"
                  busy={busyId === address.id}
                  onConfirm={() => act(address.id, () => deleteAddress(address.id), 'Address deleted.')}
                  onKeep={() => setConfirming(null)}
                />
              ) : (
                <div className="onfile-item-actions">
                  <button
                    type="button"
                    className="button-link"
                    onClick={() => setEditing({ kind: 'edit', id: address.id })}
                  >
                    Edit<span className="sr-only">{` ${address.street1}`}</span>
                  </button>
                  {address.is_default ? null : (
                    <button
                      type="button"
                      className="button-link"
                      disabled={busyId === address.id}
                      onClick={() =>
                        act(
                          address.id,
                          () => updateAddress(address.id, valuesOf(address), true),
                          'Default address changed.',
                        )
                      }
                    >
                      Make default<span className="sr-only">{` ${address.street1}`}</span>
                    </button>
                  )}
                  <button type="button" className="button-link" onClick={() => setConfirming(address.id)}>
                    Delete<span className="sr-only">{` ${address.street1}`}</span>
                  </button>
                </div>
              )}
            </li>
          ),
        )}
      </ul>
      {editing?.kind === 'new' ? (
        <section className="onfile-item is-editing" aria-labelledby="new-address-title">
          <h2 id="new-address-title" className="onfile-item-title">
            New address
          </h2>
          <AddressForm
            focusOnOpen
            initialDefault={list.length === 0}
            showDefault={list.length > 0}
            onCancel={() => setEditing(null)}
            onSubmit={async (values, isDefault) => {
              setAddresses(await createAddress(values, isDefault));
              setEditing(null);
              snackbar.push({ type: 'success', message: 'Address saved.' });
            }}
          />
        </section>
      ) : (
        <div>
          <button type="button" className="button button-primary" onClick={() => setEditing({ kind: 'new' })}>
            Add an address
          </button>
        </div>
      )}
    </div>
  );
}
