import { paymentMessages, type SavedPaymentMethod } from '@pantry/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../membership/test-support.tsx';
import { EbtCardForm } from './ebt-card-form.tsx';

const savedEbt: SavedPaymentMethod = {
  id: 12,
  token: 'tok_ebt',
  cc_type: 'ebt',
  cc_label: 'EBT card ending in 0007',
  last4: '0007',
  exp_month: 12,
  exp_year: 2030,
  is_default: false,
  expired: false,
  billing_address: null,
  payment_verification: { status: 'verified', verified_at: '2026-01-01T00:00:00.000Z' },
  payment_type: 'ebt',
};

function fill(number: string, expiry = '12/30') {
  const input = screen.getByLabelText('EBT card number') as HTMLInputElement;
  input.value = number;
  fireEvent.input(input);
  fireEvent.change(screen.getByLabelText('Expiration (MM/YY)'), { target: { value: expiry } });
}

describe('EbtCardForm', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('refuses a card that is not an EBT card before anything is sent', () => {
    const { fetchMock } = mockApi({});
    renderPage(() => <EbtCardForm onSaved={() => {}} />, '/', '/');
    fill('4242 4242 4242 4242');
    fireEvent.click(screen.getByRole('button', { name: 'Save EBT card' }));
    expect(screen.getByText(paymentMessages.notEbtCard)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tokenises the EBT card without a security code, then saves it as the EBT payment type', async () => {
    const { calls } = mockApi({
      'POST /api/v1/payment-gateway/test/tokens': () => [
        200,
        { success: true, token: 'tok_ebt', cc_type: 'ebt', last4: '0007', exp_month: 12, exp_year: 2030 },
      ],
      'POST /api/v1/account/payment-type': () => [200, { success: true, card: savedEbt }],
    });
    const onSaved = vi.fn();
    renderPage(() => <EbtCardForm onSaved={onSaved} />, '/', '/');
    fill('5077 0000 0000 0007');
    fireEvent.click(screen.getByRole('button', { name: 'Save EBT card' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(savedEbt));
    const [tokens, saved] = calls;
    expect(tokens!.url).toBe('/api/v1/payment-gateway/test/tokens');
    expect(Object.fromEntries(new URLSearchParams(tokens!.body))).toMatchObject({
      number: '5077000000000007',
      cvc: '',
    });
    expect(saved!.url).toBe('/api/v1/account/payment-type');
    expect(Object.fromEntries(new URLSearchParams(saved!.body))).toEqual({
      payment_type: 'ebt',
      token: 'tok_ebt',
    });
  });
});
