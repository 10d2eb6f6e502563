import { describe, expect, it } from 'vitest';
import { type CardInput, checkCardInput } from './card-input.ts';
import { paymentMessages } from './messages.ts';

const now = new Date('2026-03-15T19:00:00Z');
const good: CardInput = { number: '4242 4242 4242 4242', expMonth: '12', expYear: '2030', cvc: '123' };
const check = (patch: Partial<CardInput>) => checkCardInput({ ...good, ...patch }, now);

describe('checkCardInput', () => {
  it('accepts a good card and keeps only what can be shown (plus the digits for the gateway)', () => {
    expect(check({})).toEqual({
      ok: true,
      card: { number: '4242424242424242', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
    });
    expect(check({ expMonth: 3, expYear: 26 })).toMatchObject({
      ok: true,
      card: { expMonth: 3, expYear: 2026 },
    });
  });

  it('refuses a number that is not 12 to 19 digits, or not the brand’s length', () => {
    expect(check({ number: '4242' })).toEqual({
      ok: false,
      field: 'number',
      message: paymentMessages.invalidNumber,
    });
    expect(check({ number: '' })).toMatchObject({ field: 'number', message: paymentMessages.invalidNumber });
    expect(check({ number: '4242-4242-4242-42a2' })).toMatchObject({
      message: paymentMessages.invalidNumber,
    });
    expect(check({ number: '42424242424242' })).toMatchObject({ message: paymentMessages.invalidNumber });
  });

  it('refuses a number failing the Luhn check as incorrect', () => {
    expect(check({ number: '4242424242424241' })).toEqual({
      ok: false,
      field: 'number',
      message: 'Your card number is incorrect.',
    });
  });

  it('refuses brands Pantry does not take', () => {
    expect(check({ number: '3530111333300000' })).toMatchObject({
      message: paymentMessages.unsupportedBrand,
    });
  });

  it('refuses a bad month, a bad year and a date in the past; this month is fine', () => {
    for (const expMonth of ['0', '13', 'ab', '', '123']) {
      expect(check({ expMonth }), expMonth).toMatchObject({
        field: 'exp_month',
        message: paymentMessages.invalidExpMonth,
      });
    }
    for (const expYear of ['203', '20301', 'x', '', '2047']) {
      expect(check({ expYear }), expYear).toMatchObject({
        field: 'exp_year',
        message: paymentMessages.invalidExpYear,
      });
    }
    expect(check({ expMonth: '2', expYear: '2026' })).toMatchObject({
      field: 'exp_year',
      message: "Your card's expiration date is in the past.",
    });
    expect(check({ expMonth: '3', expYear: '2026' }).ok).toBe(true);
  });

  it('wants 3 security digits, 4 for American Express, and none needed for EBT', () => {
    expect(check({ cvc: '12' })).toMatchObject({ field: 'cvc', message: paymentMessages.invalidCvc });
    expect(check({ cvc: '1234' })).toMatchObject({ field: 'cvc' });
    expect(check({ cvc: undefined })).toMatchObject({ field: 'cvc' });
    expect(check({ number: '378282246310005', cvc: '1234' }).ok).toBe(true);
    expect(check({ number: '378282246310005', cvc: '123' })).toMatchObject({ field: 'cvc' });
    expect(check({ number: '5077000000000007', cvc: undefined }).ok).toBe(true);
    expect(check({ number: '5077000000000007', cvc: 'abc' })).toMatchObject({ field: 'cvc' });
  });
});
