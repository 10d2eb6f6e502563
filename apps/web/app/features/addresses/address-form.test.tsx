import { accountMessages } from '@pantry/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http/client.ts';
import { mockApi, renderPage } from '../membership/test-support.tsx';
import { AddressForm } from './address-form.tsx';

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement).value;
const type = (label: string, text: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });

const errorOf = (label: string) => {
  const id = screen
    .getByLabelText(label)
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-error'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

describe('AddressForm', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('fills city and state from the ZIP once it has 5 characters (POST /search/address)', async () => {
    const { calls } = mockApi({
      'POST /api/v1/search/address': (body) => [
        200,
        body.get('zip') === '94105'
          ? {
              success: true,
              address: {
                city: 'San Francisco',
                region_code: 'CA',
                region_id: 12,
                region: 'California',
                postcode: '94105',
              },
            }
          : { success: false, address: {}, errors: accountMessages.invalidZip },
      ],
    });
    renderPage(() => <AddressForm onSubmit={async () => {}} />, '/', '/');
    type('ZIP code', '9410');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls).toHaveLength(0);
    type('ZIP code', '94105');
    await waitFor(() => expect(value('City')).toBe('San Francisco'));
    expect(value('State')).toBe('CA');
    expect(calls.map((call) => `${call.method} ${call.url} ${call.body}`)).toEqual([
      'POST /api/v1/search/address zip=94105',
    ]);
  });

  it("says the spec's ZIP message when the store cannot place the ZIP", async () => {
    mockApi({
      'POST /api/v1/search/address': () => [
        200,
        { success: false, address: {}, errors: accountMessages.invalidZip },
      ],
    });
    renderPage(() => <AddressForm onSubmit={async () => {}} />, '/', '/');
    type('ZIP code', '00000');
    await waitFor(() =>
      expect(errorOf('ZIP code')).toBe('We couldn’t validate your ZIP code, please try again.'),
    );
  });

  it('checks the address with the spec messages before sending', async () => {
    mockApi({});
    const onSubmit = vi.fn(async () => {});
    renderPage(() => <AddressForm onSubmit={onSubmit} />, '/', '/');
    type('Street address', 'PO Box 12');
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'HI' } });
    type('Mobile number', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(errorOf('Street address')).toBe(accountMessages.noPoBoxes);
    expect(errorOf('State')).toBe(accountMessages.noAlaskaOrHawaii);
    expect(errorOf('Mobile number')).toBe(accountMessages.invalidPhone);
    expect(errorOf('City')).toBe(accountMessages.required);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's messages under their fields", async () => {
    mockApi({
      'POST /api/v1/search/address': () => [
        200,
        {
          success: true,
          address: { city: 'Austin', region_code: 'TX', region_id: 57, region: 'Texas', postcode: '78701' },
        },
      ],
    });
    const refusal = new ApiError('Please enter a valid mobile number.', 400, {
      success: false,
      errors: accountMessages.invalidPhone,
      code: 'bad_request',
      field: 'telephone',
      fields: { telephone: accountMessages.invalidPhone, region: accountMessages.contiguousStatesOnly },
    });
    renderPage(() => <AddressForm onSubmit={() => Promise.reject(refusal)} />, '/', '/');
    type('Street address', '1 Congress Ave');
    type('ZIP code', '78701');
    await waitFor(() => expect(value('City')).toBe('Austin'));
    type('Mobile number', '512-555-0100');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(errorOf('Mobile number')).toBe(accountMessages.invalidPhone));
    expect(errorOf('State')).toBe(accountMessages.contiguousStatesOnly);
  });
});
