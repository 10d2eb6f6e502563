import { describe, expect, it } from 'vitest';
import { giftLineText, orderGiftNote } from './order-gift.ts';

const base = { recipientName: 'Rita Friend', creditCents: 1000, clawedBackCents: null };

describe('a gift on its order (issue 23: the order page says which)', () => {
  it('names the gift, its amount and its recipient', () => {
    expect(giftLineText({ type: 'credit', creditCents: 1000, recipientName: 'Rita Friend' })).toBe(
      'Gift card credit · $10.00 for Rita Friend',
    );
    expect(giftLineText({ type: 'membershipPlusCredit', creditCents: 2000, recipientName: 'Al Bo' })).toBe(
      '1 year membership + $20.00 credit for Al Bo',
    );
    expect(giftLineText({ type: 'membership', creditCents: 0, recipientName: 'Al Bo' })).toBe(
      '1 year membership for Al Bo',
    );
  });

  it('says a canceled order refunded a gift nobody redeemed', () => {
    for (const status of ['pending', 'issued', 'voided'] as const) {
      expect(orderGiftNote({ ...base, status, orderCanceled: true })).toBe(
        'Canceled before Rita Friend redeemed it: refunded.',
      );
    }
  });

  it('says a redeemed gift is spent, and what an operator took back', () => {
    expect(orderGiftNote({ ...base, status: 'redeemed', orderCanceled: true })).toBe(
      'Rita Friend had already redeemed it: a redeemed gift is spent, so it was not refunded.',
    );
    expect(orderGiftNote({ ...base, status: 'redeemed', orderCanceled: true, clawedBackCents: 600 })).toBe(
      'Rita Friend had already redeemed it: $6.00 was taken back from their balance and refunded ($4.00 had already been spent).',
    );
    expect(orderGiftNote({ ...base, status: 'redeemed', orderCanceled: true, clawedBackCents: 1000 })).toBe(
      'Rita Friend had already redeemed it: $10.00 was taken back from their balance and refunded.',
    );
    expect(orderGiftNote({ ...base, status: 'redeemed', orderCanceled: true, clawedBackCents: 0 })).toContain(
      'nothing could be taken back',
    );
  });

  it('follows a live order’s gift', () => {
    expect(orderGiftNote({ ...base, status: 'issued', orderCanceled: false })).toBe(
      'Code e-mailed to Rita Friend.',
    );
    expect(orderGiftNote({ ...base, status: 'redeemed', orderCanceled: false })).toBe(
      'Redeemed by Rita Friend.',
    );
  });
});
