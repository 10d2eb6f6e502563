import { paymentMessages, type SavedPaymentMethod } from '@pantry/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { address } from '../checkout/test-support.tsx';
import { mockApi, renderPage } from '../membership/test-support.tsx';
import { CardForm } from './card-form.tsx';

const CARD = '4242424242424242';

const savedCard: SavedPaymentMethod = {
  id: 11,
  token: 'tok_abc',
  cc_type: 'visa',
  cc_label: 'Visa ending in 4242',
  last4: '4242',
  exp_month: 12,
  exp_year: 2030,
  is_default: true,
  expired: false,
  billing_address: null,
  payment_verification: { status: 'verified', verified_at: '2026-01-01T00:00:00.000Z' },
  payment_type: 'card',
};

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillCard(number: string, expiry = '12/30', cvc = '123') {
  const input = screen.getByLabelText('Card number') as HTMLInputElement;
  input.value = number;
  fireEvent.input(input);
  type('Expiration (MM/YY)', expiry);
  const code = screen.getByLabelText('Security code') as HTMLInputElement;
  code.value = cvc;
  fireEvent.input(code);
}

function fillBilling() {
  type('First name', 'Nia');
  type('Last name', 'Park');
  type('Street address', '1 Main St');
  type('City', 'San Francisco');
  fireEvent.change(screen.getByLabelText('State'), { target: { value: 'CA' } });
  type('Mobile number', '415-555-0199');
}

const errorOf = (label: string) => {
  const input = screen.getByLabelText(label);
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : null;
};

describe('CardForm', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the card and address messages before anything is sent', async () => {
    const { fetchMock } = mockApi({});
    renderPage(() => <CardForm />, '/', '/');
    fillCard('4242 4242 4242 4241', '13/30', '12');
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(errorOf('Card number')).toBe(paymentMessages.incorrectNumber);
    expect(errorOf('Street address')).toBe('This is a required field.');
    expect(errorOf('Mobile number')).toBe('This is a required field.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names the brand as the number is typed', () => {
    mockApi({});
    renderPage(() => <CardForm />, '/', '/');
    fillCard('3782 822463 10005');
    expect(screen.getByText('Amex', { selector: '.card-brand' })).toBeTruthy();
    expect(screen.getByText('American Express', { selector: '.field-hint span' })).toBeTruthy();
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('3782 822463 10005');
  });

  it('sends the number to the tokenising endpoint only, then saves the token with the billing address', async () => {
    const { calls } = mockApi({
      'POST /api/v1/payment-gateway/test/tokens': () => [
        200,
        { success: true, token: 'tok_abc', cc_type: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
      ],
      'POST /api/v1/account/cc': () => [200, { success: true, card: savedCard }],
    });
    const onSaved = vi.fn();
    renderPage(() => <CardForm onSaved={onSaved} />, '/', '/');
    fillCard(CARD);
    fillBilling();
    type('ZIP code', '94105');
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(savedCard));

    const withNumber = calls.filter((call) => call.body.includes(CARD) || call.url.includes(CARD));
    expect(withNumber.map((call) => call.url)).toEqual(['/api/v1/payment-gateway/test/tokens']);
    const token = new URLSearchParams(withNumber[0]!.body);
    expect(Object.fromEntries(token)).toEqual({
      number: CARD,
      exp_month: '12',
      exp_year: '2030',
      cvc: '123',
    });

    const save = calls.find((call) => call.url === '/api/v1/account/cc');
    const body = Object.fromEntries(new URLSearchParams(save!.body));
    expect(body).toMatchObject({
      token: 'tok_abc',
      street1: '1 Main St',
      postcode: '94105',
      region_code: 'CA',
    });
    expect(body.telephone).toBe('+14155550199');
    expect(JSON.stringify(body)).not.toContain('cvc');
    // The number and the code leave the page once the gateway has them.
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Security code') as HTMLInputElement).value).toBe('');
  });

  it("shows the issuer's refusal from the save (declined) and asks for another card", async () => {
    const { calls } = mockApi({
      'POST /api/v1/payment-gateway/test/tokens': () => [
        200,
        { success: true, token: 'tok_x', cc_type: 'visa', last4: '0002', exp_month: 12, exp_year: 2030 },
      ],
      'POST /api/v1/account/cc': () => [
        402,
        { success: false, errors: paymentMessages.declined, code: 'payment_required' },
      ],
    });
    renderPage(() => <CardForm />, '/', '/');
    fillCard('4000000000000002');
    fillBilling();
    type('ZIP code', '94105');
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/v1/account/cc'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Your card was declined. Please try another card.'),
    );
  });

  it("puts the gateway's typo messages under their field", async () => {
    mockApi({
      'POST /api/v1/payment-gateway/test/tokens': () => [
        400,
        { success: false, errors: paymentMessages.invalidCvc, code: 'bad_request' },
      ],
    });
    renderPage(() => <CardForm />, '/', '/');
    fillCard(CARD);
    fillBilling();
    type('ZIP code', '94105');
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(errorOf('Security code')).toBe(paymentMessages.invalidCvc));
  });

  it('shows a billing field the save refuses under that field, filled from the shipping address it stood in for', async () => {
    mockApi({
      'POST /api/v1/payment-gateway/test/tokens': () => [
        200,
        { success: true, token: 'tok_abc', cc_type: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
      ],
      'POST /api/v1/account/cc': () => [
        400,
        { success: false, errors: 'Invalid street1: We cannot deliver to a P.O. box.', code: 'bad_request' },
      ],
    });
    renderPage(() => <CardForm addresses={[address()]} />, '/', '/');
    expect(screen.queryByLabelText('Street address')).toBeNull();
    fillCard(CARD);
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(errorOf('Street address')).toBe('We cannot deliver to a P.O. box.'));
    const street = screen.getByLabelText('Street address') as HTMLInputElement;
    expect(street.value).toBe('102 Market St');
    expect(document.activeElement).toBe(street);
    expect((screen.getByLabelText('Use a different billing address') as HTMLInputElement).checked).toBe(true);
  });
});
