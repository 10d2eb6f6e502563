import { describe, expect, it } from 'vitest';
import { checkCoupon, couponFromForm } from './coupon-form.tsx';
import { checkExitOffer, exitOfferFromForm } from './exit-offers-section.tsx';
import { checkGift, giftFromForm } from './gift-form.tsx';

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

const coupon = {
  code: ' WELCOME15 ',
  discount_type: 'by_percent',
  amount: '15',
  maximum_discount: '',
  minimum_order: '',
  starts_on: '',
  ends_on: '2026-12-31',
  total_uses: '',
  uses_per_customer: '1',
  first_order_only: 'on',
  active: 'on',
  coupon_name: '',
  label: '',
  offer_bar_text: '',
  fine_print: '',
};

describe('the Promotions forms, read and checked as the server will', () => {
  it('reads the coupon form: trimmed code, empty fields null, ticked boxes true', () => {
    const checked = checkCoupon(couponFromForm(formOf(coupon)));
    expect(checked.errors).toEqual({});
    expect(checked.value).toMatchObject({
      code: 'WELCOME15',
      amount: 15,
      minimum_order: 0,
      maximum_discount: null,
      starts_on: null,
      ends_on: '2026-12-31',
      uses_per_customer: 1,
      total_uses: null,
      first_order_only: true,
      coupon_name: null,
    });
  });

  it('gives each coupon field its own message', () => {
    const checked = checkCoupon(
      couponFromForm(formOf({ ...coupon, code: 'two words', amount: 'ten', ends_on: '2026-13-01' })),
    );
    expect(checked.value).toBeNull();
    expect(checked.errors).toEqual({
      code: 'A code is letters, digits, dashes and underscores, without spaces.',
      amount: 'Enter a number here.',
      ends_on: 'The end is a date like 2026-12-31.',
    });
    const rules = checkCoupon(couponFromForm(formOf({ ...coupon, amount: '120' })));
    expect(rules.errors).toEqual({ amount: 'A percent off is a whole number from 1 to 100.' });
  });

  it('reads the gift form and asks for a product', () => {
    const fields = { product_id: '4', threshold: '49', starts_on: '', ends_on: '', active: 'on' };
    expect(checkGift(giftFromForm(formOf(fields))).value).toEqual({
      product_id: 4,
      threshold: 49,
      starts_on: null,
      ends_on: null,
      active: true,
    });
    expect(checkGift(giftFromForm(formOf({ ...fields, product_id: '' }))).errors).toEqual({
      product_id: 'Choose the product given.',
    });
  });

  it('reads the exit offer form, off when unticked, and wants a headline', () => {
    const fields = { coupon_id: '1', headline: 'Wait!', message: 'Use {code}.' };
    expect(checkExitOffer(exitOfferFromForm(formOf(fields))).value).toEqual({
      coupon_id: 1,
      headline: 'Wait!',
      message: 'Use {code}.',
      active: false,
    });
    expect(checkExitOffer(exitOfferFromForm(formOf({ ...fields, headline: ' ' }))).errors).toEqual({
      headline: 'The offer needs a headline.',
    });
  });
});
