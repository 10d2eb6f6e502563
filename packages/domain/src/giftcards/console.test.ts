import { describe, expect, it } from 'vitest';
import {
  giftConsoleMessages,
  giftReissueRefusal,
  giftRemainingCents,
  giftSearch,
  giftVoidRefusal,
} from './console.ts';

const facts = { orderCanceled: false, reissued: false };

describe('gift codes in the console (issue 25)', () => {
  it('voids a code that is pending or issued, never one redeemed or already void', () => {
    expect(giftVoidRefusal({ status: 'issued', ...facts })).toBeNull();
    expect(giftVoidRefusal({ status: 'pending', ...facts })).toBeNull();
    expect(giftVoidRefusal({ status: 'redeemed', ...facts })).toBe(giftConsoleMessages.redeemed);
    expect(giftVoidRefusal({ status: 'voided', ...facts })).toBe(giftConsoleMessages.voided);
  });

  it('reissues an issued code or one an operator voided, once, while its order stands', () => {
    expect(giftReissueRefusal({ status: 'issued', ...facts })).toBeNull();
    expect(giftReissueRefusal({ status: 'voided', ...facts })).toBeNull();
    expect(giftReissueRefusal({ status: 'voided', orderCanceled: false, reissued: true })).toBe(
      giftConsoleMessages.reissued,
    );
    expect(giftReissueRefusal({ status: 'voided', orderCanceled: true, reissued: false })).toBe(
      giftConsoleMessages.orderCanceled,
    );
    expect(giftReissueRefusal({ status: 'redeemed', ...facts })).toBe(giftConsoleMessages.redeemed);
    expect(giftReissueRefusal({ status: 'pending', ...facts })).toBe(giftConsoleMessages.notSent);
  });

  it('keeps a code’s credit as its remaining balance until it is redeemed, replaced or its order canceled', () => {
    expect(giftRemainingCents({ status: 'issued', ...facts, creditCents: 5000 })).toBe(5000);
    expect(giftRemainingCents({ status: 'voided', ...facts, creditCents: 5000 })).toBe(5000);
    expect(giftRemainingCents({ status: 'redeemed', ...facts, creditCents: 5000 })).toBe(0);
    expect(
      giftRemainingCents({ status: 'voided', orderCanceled: false, reissued: true, creditCents: 5000 }),
    ).toBe(0);
    expect(
      giftRemainingCents({ status: 'voided', orderCanceled: true, reissued: false, creditCents: 5000 }),
    ).toBe(0);
  });

  it('reads the search box as a whole code, its last four, an e-mail or an order number', () => {
    expect(giftSearch(' abcd-efgh-jkmn-pqrs ')).toEqual({ kind: 'code', code: 'ABCDEFGHJKMNPQRS' });
    expect(giftSearch('•••• pqrs')).toEqual({ kind: 'last_four', lastFour: 'PQRS' });
    expect(giftSearch('7OIL')).toEqual({ kind: 'last_four', lastFour: '7011' });
    expect(giftSearch('Ann.Lee@Example.com')).toEqual({ kind: 'email', email: 'ann.lee@example.com' });
    expect(giftSearch('100000123')).toEqual({ kind: 'order', incrementId: '100000123' });
    expect(giftSearch('hello there')).toBeNull();
    expect(giftSearch('')).toBeNull();
  });
});
