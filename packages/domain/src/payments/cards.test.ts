import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { cardBrand, cardLabel, fullExpYear, hasBrandLength, isCardExpired, passesLuhn } from './cards.ts';

describe('cardBrand', () => {
  it("'Card types: visa, mastercard, american express, discover, ebt': read from the leading digits", () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('4000 0000 0000 0002')).toBe('visa');
    expect(cardBrand('5105105105105100')).toBe('mastercard');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2221000000000009')).toBe('mastercard');
    expect(cardBrand('2720990000000000')).toBe('mastercard');
    expect(cardBrand('340000000000009')).toBe('american express');
    expect(cardBrand('378282246310005')).toBe('american express');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(cardBrand('6500000000000002')).toBe('discover');
    expect(cardBrand('6440000000000000')).toBe('discover');
    expect(cardBrand('6490000000000000')).toBe('discover');
    expect(cardBrand('5077000000000007')).toBe('ebt');
  });

  it('knows nothing else', () => {
    for (const number of ['5000000000000000', '5600000000000000', '2220990000000000', '2721000000000000']) {
      expect(cardBrand(number), number).toBeNull();
    }
    for (const number of [
      '6012000000000000',
      '6430000000000000',
      '3530111333300000',
      '1234567812345670',
      '',
    ]) {
      expect(cardBrand(number), number).toBeNull();
    }
    expect(cardBrand('4242abcd')).toBeNull();
  });

  it('checks the length each brand issues', () => {
    expect(hasBrandLength('visa', '4222222222222')).toBe(true);
    expect(hasBrandLength('visa', '42424242424242')).toBe(false);
    expect(hasBrandLength('american express', '378282246310005')).toBe(true);
    expect(hasBrandLength('american express', '3782822463100055')).toBe(false);
    expect(hasBrandLength('mastercard', '555555555555444')).toBe(false);
  });
});

describe('passesLuhn', () => {
  it('accepts numbers whose check digit is right', () => {
    for (const number of ['4242424242424242', '4000000000000002', '4000000000000069', '378282246310005']) {
      expect(passesLuhn(number), number).toBe(true);
    }
    expect(passesLuhn('6011 1111 1111 1117')).toBe(true);
    expect(passesLuhn('5077000000000007')).toBe(true);
  });

  it('refuses a mistyped digit, swapped digits and non-digits', () => {
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('4242424242424224')).toBe(false);
    expect(passesLuhn('42424242x4242424')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });
});

describe('isCardExpired', () => {
  // 15 March 2026, noon in California.
  const now = new Date('2026-03-15T19:00:00Z');

  it('a card expiring this month is still valid', () => {
    expect(isCardExpired(3, 2026, now)).toBe(false);
    expect(isCardExpired(3, 26, now)).toBe(false);
  });

  it('a card whose month has passed is expired', () => {
    expect(isCardExpired(2, 2026, now)).toBe(true);
    expect(isCardExpired(12, 2025, now)).toBe(true);
    expect(isCardExpired(4, 2026, now)).toBe(false);
    expect(isCardExpired(1, 2027, now)).toBe(false);
  });

  it('turns over with the store calendar (Pacific time), not UTC', () => {
    // 1 April 2026 03:00 UTC is still 31 March in California: a March card is good for a few more hours.
    expect(isCardExpired(3, 2026, new Date('2026-04-01T03:00:00Z'))).toBe(false);
    expect(isCardExpired(3, 2026, new Date('2026-04-01T08:00:00Z'))).toBe(true);
  });

  it('turns over at the minute the month does, in zones a quarter or three quarters of an hour off the hour', () => {
    // The month is worked out once per quarter hour (localYearMonth): every minute around each zone's midnight
    // at the turn of the month must still agree with a fresh reading of that zone's calendar.
    const zones: [string, string][] = [
      ['America/Los_Angeles', '2026-04-01T07:00:00Z'],
      ['Asia/Kathmandu', '2026-03-31T18:15:00Z'],
      ['Australia/Eucla', '2026-03-31T15:15:00Z'],
      ['Asia/Kolkata', '2026-03-31T18:30:00Z'],
    ];
    for (const [zone, midnight] of zones) {
      for (let minute = -40; minute <= 40; minute++) {
        const at = new Date(Date.parse(midnight) + minute * 60_000);
        const march = new TZDate(at, zone).getMonth() === 2;
        expect(isCardExpired(3, 2026, at, zone), `${zone} ${at.toISOString()}`).toBe(!march);
      }
    }
  });

  it('payment types without an expiry never expire', () => {
    expect(isCardExpired(null, null, now)).toBe(false);
    expect(isCardExpired(0, 0, now)).toBe(false);
  });

  it('reads two-digit years as 20xx', () => {
    expect(fullExpYear(27)).toBe(2027);
    expect(fullExpYear(2031)).toBe(2031);
  });
});

describe('cardLabel', () => {
  it("'Visa ending in 4242' and the other brands", () => {
    expect(cardLabel('visa', '4242')).toBe('Visa ending in 4242');
    expect(cardLabel('mastercard', '4444')).toBe('Mastercard ending in 4444');
    expect(cardLabel('american express', '0005')).toBe('American Express ending in 0005');
    expect(cardLabel('discover', '1117')).toBe('Discover ending in 1117');
    expect(cardLabel('ebt', '0007')).toBe('EBT card ending in 0007');
  });
});
