import { describe, expect, it } from 'vitest';
import { accountMessages } from '../account/messages.ts';
import {
  checkGiftName,
  GIFT_TYPES,
  giftCreditCents,
  giftMessages,
  giftPriceCents,
  validateGiftForm,
} from './gift-form.ts';

const form = {
  type: 'credit',
  amount: '50',
  gc_recipient_full_name: ' Ann   Lee ',
  gc_recipient_email: 'ann@example.com',
  gc_message: 'Happy birthday!',
  sender_fullname: 'Bo Chen',
  gc_sender_email: 'bo@example.com',
};

describe('gift form (spec storefront §3 Gift form, §5 gift names)', () => {
  it('offers the spec’s three choices in its order', () => {
    expect(GIFT_TYPES).toEqual(['membershipPlusCredit', 'membership', 'credit']);
  });

  it('needs first and last name, word for word', () => {
    expect(giftMessages.firstAndLastName).toBe('must be first and last name.');
    expect(checkGiftName('Ann')).toEqual({ ok: false, message: 'must be first and last name.' });
    expect(checkGiftName('  ')).toEqual({ ok: false, message: accountMessages.required });
    expect(checkGiftName(' Mary  Ann Lee ')).toEqual({ ok: true, value: 'Mary Ann Lee' });
  });

  it('takes whole dollars from $10 to $500 of credit', () => {
    expect(giftCreditCents('10')).toBe(1000);
    expect(giftCreditCents('$25.00')).toBe(2500);
    expect(giftCreditCents(500)).toBe(50_000);
    expect(giftCreditCents('9')).toBeNull();
    expect(giftCreditCents('501')).toBeNull();
    expect(giftCreditCents('12.50')).toBeNull();
    expect(giftCreditCents('-20')).toBeNull();
    expect(giftCreditCents('')).toBeNull();
  });

  it('answers a clean form', () => {
    expect(validateGiftForm(form)).toEqual({
      ok: true,
      value: {
        type: 'credit',
        creditCents: 5000,
        recipientName: 'Ann Lee',
        recipientEmail: 'ann@example.com',
        message: 'Happy birthday!',
        senderName: 'Bo Chen',
        senderEmail: 'bo@example.com',
      },
    });
  });

  it('ignores the amount of a membership alone', () => {
    const checked = validateGiftForm({ ...form, type: 'membership', amount: 'nonsense' });
    expect(checked.ok && checked.value.creditCents).toBe(0);
  });

  it('names every field that is wrong', () => {
    const checked = validateGiftForm({
      type: 'cash',
      gc_recipient_full_name: 'Ann',
      gc_recipient_email: 'nope',
      sender_fullname: 'Bo',
      gc_sender_email: '',
      gc_message: 'x'.repeat(501),
    });
    expect(checked).toEqual({
      ok: false,
      errors: {
        type: giftMessages.chooseType,
        gc_recipient_full_name: 'must be first and last name.',
        sender_fullname: 'must be first and last name.',
        gc_recipient_email: accountMessages.invalidEmail,
        gc_sender_email: accountMessages.required,
        gc_message: giftMessages.messageTooLong,
      },
    });
    expect(validateGiftForm({ ...form, type: 'membershipPlusCredit', amount: '5' })).toEqual({
      ok: false,
      errors: { amount: giftMessages.amountRange },
    });
  });

  it('prices a gift: the membership’s price plus the credit at face value', () => {
    expect(giftPriceCents({ type: 'credit', creditCents: 5000 }, 4995)).toBe(5000);
    expect(giftPriceCents({ type: 'membership', creditCents: 0 }, 4995)).toBe(4995);
    expect(giftPriceCents({ type: 'membershipPlusCredit', creditCents: 2000 }, 4995)).toBe(6995);
  });
});
