import { messages } from '@pantry/domain';
import { describe, expect, it } from 'vitest';
import { ebtAloneMessage, initialPaymentChoice, NEW_CARD } from './checkout-payment.ts';
import { method } from './test-support.tsx';

const visa = method({ id: 1, token: 'tok_visa', is_default: true });
const mastercard = method({ id: 2, token: 'tok_mc', cc_type: 'mastercard', is_default: false });
const newest = method({ id: 5, token: 'tok_new', is_default: false });
const paypal = method({
  id: 3,
  token: 'tok_pp',
  cc_type: 'paypal',
  payment_type: 'paypal',
  is_default: false,
});
const ebt = method({ id: 4, token: 'tok_ebt', cc_type: 'ebt', payment_type: 'ebt', is_default: false });

describe('the payment method checkout starts with (spec §4: autoship, cart type, default card, last card)', () => {
  it('takes the default card', () => {
    expect(initialPaymentChoice([mastercard, visa, paypal], {})).toEqual({ methodId: 1, withEbt: false });
  });

  it('takes the last card saved when no card is the default, skipping expired ones', () => {
    const expired = method({ id: 9, expired: true, is_default: false });
    expect(initialPaymentChoice([{ ...visa, is_default: false }, newest, mastercard, expired], {})).toEqual({
      methodId: 5,
      withEbt: false,
    });
  });

  it("prefers the cart's payment type, and before it the autoship cart's method", () => {
    expect(initialPaymentChoice([visa, paypal], { payment_type: 'paypal' })).toEqual({
      methodId: 3,
      withEbt: false,
    });
    expect(
      initialPaymentChoice([visa, mastercard, paypal], {
        payment_type: 'paypal',
        autoship_payment_method_id: 2,
      }),
    ).toEqual({ methodId: 2, withEbt: false });
  });

  it('ticks EBT when the cart pays with it, with the default card paying the rest', () => {
    expect(initialPaymentChoice([ebt, visa], { payment_type: 'ebt' })).toEqual({
      methodId: 1,
      withEbt: true,
    });
  });

  it('chooses nothing with wallets only, and opens the card form with nothing that can pay', () => {
    expect(initialPaymentChoice([paypal], {})).toEqual({ methodId: null, withEbt: false });
    expect(initialPaymentChoice([], undefined)).toEqual({ methodId: NEW_CARD, withEbt: false });
    expect(initialPaymentChoice([ebt], {})).toEqual({ methodId: NEW_CARD, withEbt: false });
  });

  it('says EBT cannot pay alone until another method is saved (spec §8)', () => {
    expect(ebtAloneMessage([ebt])).toBe(messages.ebtNeedsAlternativePayment);
    expect(ebtAloneMessage([ebt, visa])).toBeNull();
    expect(ebtAloneMessage([visa])).toBeNull();
  });
});
