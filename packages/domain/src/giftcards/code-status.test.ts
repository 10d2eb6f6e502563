import { describe, expect, it } from 'vitest';
import { canMoveGiftCode, GIFT_CODE_STATUSES, redeemMessages, redeemRefusal } from './code-status.ts';
import { planGiftMembership } from './membership-term.ts';

describe('gift code states', () => {
  it('redeems only an issued code, and voids or (re)issues only one not yet redeemed', () => {
    for (const status of GIFT_CODE_STATUSES) {
      expect(canMoveGiftCode(status, 'redeem')).toBe(status === 'issued');
      expect(canMoveGiftCode(status, 'void')).toBe(status === 'issued' || status === 'pending');
      expect(canMoveGiftCode(status, 'issue')).toBe(status === 'issued' || status === 'pending');
    }
  });

  it('says why a code cannot be redeemed', () => {
    expect(redeemRefusal(null)).toBe(redeemMessages.notFound);
    expect(redeemRefusal('pending')).toBe(redeemMessages.notFound);
    expect(redeemRefusal('issued')).toBeNull();
    expect(redeemRefusal('redeemed')).toBe(redeemMessages.used);
    expect(redeemRefusal('voided')).toBe(redeemMessages.voided);
  });
});

describe('a gift membership (spec §9: 1 year membership)', () => {
  const now = new Date('2026-03-10T12:00:00Z');

  it('adds a year to the end of a running paid term', () => {
    const plan = planGiftMembership(
      'member',
      { state: 'active', expiresAt: new Date('2026-06-01T00:00:00Z') },
      now,
    );
    expect(plan).toMatchObject({ move: 'renew', extend: true });
    expect(plan.expiresAt.toISOString()).toBe('2027-06-01T00:00:00.000Z');
  });

  it('starts a year today for everyone else', () => {
    const lapsed = planGiftMembership(
      'member',
      { state: 'active', expiresAt: new Date('2026-03-01T00:00:00Z') },
      now,
    );
    expect(lapsed).toMatchObject({ move: 'renew', extend: false, startedAt: now });
    expect(lapsed.expiresAt.toISOString()).toBe('2027-03-10T12:00:00.000Z');
    expect(planGiftMembership('trial', { state: 'trial', expiresAt: now }, now).move).toBe('convert_trial');
    for (const status of ['visitor', 'lead', 'canceled'] as const) {
      expect(planGiftMembership(status, null, now)).toMatchObject({ move: 'join', extend: false });
    }
  });
});
