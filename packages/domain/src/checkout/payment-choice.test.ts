import { describe, expect, it } from 'vitest';
import { type ChoosableMethod, choosePaymentMethod } from './payment-choice.ts';

const card = (id: number, over: Partial<ChoosableMethod> = {}): ChoosableMethod => ({
  id,
  payment_type: 'card',
  is_default: false,
  expired: false,
  ...over,
});

const oldCard = card(1);
const defaultCard = card(2, { is_default: true });
const newCard = card(3);
const paypal = card(4, { payment_type: 'paypal' });
const googlePay = card(5, { payment_type: 'googlepay' });
const all = [oldCard, defaultCard, newCard, paypal, googlePay];

describe('choosePaymentMethod', () => {
  it("takes 'the autoship cart method' first", () => {
    expect(choosePaymentMethod(all, { autoshipMethodId: 3, cartPaymentType: 'paypal' })).toBe(newCard);
  });

  it("'then the cart's payment type' (Android Pay is Google Pay)", () => {
    expect(choosePaymentMethod(all, { cartPaymentType: 'paypal' })).toBe(paypal);
    expect(choosePaymentMethod(all, { cartPaymentType: 'androidpay' })).toBe(googlePay);
  });

  it("'then the default card'", () => {
    expect(choosePaymentMethod(all)).toBe(defaultCard);
    expect(choosePaymentMethod(all, { autoshipMethodId: 99, cartPaymentType: 'applepay' })).toBe(defaultCard);
  });

  it("'then the last card': the most recently saved", () => {
    expect(choosePaymentMethod([newCard, oldCard, paypal])).toBe(newCard);
  });

  it('skips expired methods at every step', () => {
    const expiredDefault = card(2, { is_default: true, expired: true });
    const expiredAutoship = card(6, { expired: true });
    expect(choosePaymentMethod([oldCard, expiredDefault, expiredAutoship], { autoshipMethodId: 6 })).toBe(
      oldCard,
    );
  });

  it('is null with nothing usable; a wallet alone is not a card', () => {
    expect(choosePaymentMethod([])).toBeNull();
    expect(choosePaymentMethod([paypal])).toBeNull();
  });
});
