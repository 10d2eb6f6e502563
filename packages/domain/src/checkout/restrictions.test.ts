import { describe, expect, it } from 'vitest';
import {
  alcoholNotice,
  isProhibitedPayment,
  isProhibitedState,
  paymentMethodLabel,
  type RestrictedLine,
  restrictionRefusals,
} from './restrictions.ts';

const alcoholTag = {
  name: 'alcohol',
  prohibited_states: ['UT', 'MS', 'AL'],
  prohibited_payment_methods: ['ebt'],
};
const wine: RestrictedLine = {
  product_id: 1,
  title: 'Pinot Noir',
  is_alcohol: true,
  restriction_tag: alcoholTag,
};
const knife: RestrictedLine = {
  product_id: 2,
  title: 'Chef Knife',
  restriction_tag: {
    name: 'knives',
    prohibited_states: ['CA'],
    prohibited_payment_methods: ['ebt', 'paypal'],
  },
};
const oats: RestrictedLine = { product_id: 3, title: 'Oats', restriction_tag: null };

const ok = { state: 'NY', paymentMethod: 'visa', age: 'over_21' } as const;

describe('restrictionRefusals', () => {
  it('lets an order through when nothing is restricted', () => {
    expect(restrictionRefusals([wine, knife, oats], ok)).toEqual([]);
  });

  it('asks for a date of birth before alcohol when none is confirmed, not the signature notice again', () => {
    expect(restrictionRefusals([wine, oats], { ...ok, age: 'unconfirmed' })).toEqual([
      {
        code: 'age_unconfirmed',
        product_id: 1,
        message: 'Please confirm your date of birth to buy wine: you must be 21 or older.',
      },
    ]);
    expect(restrictionRefusals([oats], { ...ok, age: 'unconfirmed' })).toEqual([]);
  });

  it('refuses alcohol to a shopper under 21, naming the item to remove', () => {
    expect(restrictionRefusals([wine, oats], { ...ok, age: 'under_21' })).toEqual([
      {
        code: 'alcohol_age',
        product_id: 1,
        message:
          'Sorry, you must be 21 or older to buy wine, beer or spirits. Please remove Pinot Noir from your cart.',
      },
    ]);
  });

  it("refuses 'wine to a prohibited state', naming the item and the state", () => {
    expect(restrictionRefusals([wine], { ...ok, state: 'UT' })).toEqual([
      {
        code: 'prohibited_state',
        product_id: 1,
        message:
          "Sorry, Pinot Noir can't be shipped to Utah. Please remove it from your cart or choose another address.",
      },
    ]);
  });

  it('refuses a prohibited payment method, naming it', () => {
    expect(restrictionRefusals([knife], { ...ok, paymentMethod: 'paypal' })).toEqual([
      {
        code: 'prohibited_payment_method',
        product_id: 2,
        message: "Sorry, Chef Knife can't be paid for with PayPal. Please choose another payment method.",
      },
    ]);
  });

  it('gives every reason, line by line', () => {
    const refusals = restrictionRefusals([wine, knife], {
      state: 'CA',
      paymentMethod: 'ebt',
      age: 'under_21',
    });
    expect(refusals.map((r) => [r.product_id, r.code])).toEqual([
      [1, 'alcohol_age'],
      [1, 'prohibited_payment_method'],
      [2, 'prohibited_state'],
      [2, 'prohibited_payment_method'],
    ]);
  });
});

describe('flags', () => {
  it('matches states in any case, and nothing without a state', () => {
    expect(isProhibitedState(wine, ' ut ')).toBe(true);
    expect(isProhibitedState(wine, 'NY')).toBe(false);
    expect(isProhibitedState(wine, null)).toBe(false);
    expect(isProhibitedState(oats, 'UT')).toBe(false);
  });

  it("matches payment methods: Android Pay is Google Pay, a card brand is a 'card'", () => {
    const line = {
      restriction_tag: {
        name: 't',
        prohibited_states: [],
        prohibited_payment_methods: ['googlepay', 'card'],
      },
    };
    expect(isProhibitedPayment(line, 'androidpay')).toBe(true);
    expect(isProhibitedPayment(line, 'visa')).toBe(true);
    expect(isProhibitedPayment(line, 'ebt')).toBe(false);
    expect(isProhibitedPayment(wine, 'EBT')).toBe(true);
    expect(isProhibitedPayment(wine, null)).toBe(false);
  });

  it('labels payment methods as shoppers know them', () => {
    expect(paymentMethodLabel('paypal')).toBe('PayPal');
    expect(paymentMethodLabel('androidpay')).toBe('Google Pay');
    expect(paymentMethodLabel('ebt')).toBe('EBT');
    expect(paymentMethodLabel('american express')).toBe('American Express');
  });
});

describe('alcoholNotice', () => {
  it("shows 'Signature required upon delivery. Must be at least 21 yrs+.' on alcohol orders only", () => {
    expect(alcoholNotice([oats, wine])).toBe('Signature required upon delivery. Must be at least 21 yrs+.');
    expect(alcoholNotice([oats])).toBeNull();
  });
});
