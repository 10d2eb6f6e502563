import { describe, expect, it } from 'vitest';
import {
  memberActions,
  memberAdminMessages,
  oneMonthLater,
  planCompMonth,
  planTrialExtension,
  type StaffTerm,
} from './member-admin.ts';
import { checkMembershipChange } from './transitions.ts';

const now = new Date('2026-11-28T12:00:00Z');
const at = (iso: string) => new Date(iso);
const active = (iso: string): StaffTerm => ({ state: 'active', expiresAt: at(iso) });
const trial = (iso: string): StaffTerm => ({ state: 'trial', expiresAt: at(iso) });

describe('oneMonthLater', () => {
  it('moves to the same day and time of the next month', () => {
    expect(oneMonthLater(at('2026-11-15T08:30:00Z')).toISOString()).toBe('2026-12-15T08:30:00.000Z');
  });

  it('keeps a short month’s last day instead of spilling into the next', () => {
    expect(oneMonthLater(at('2026-01-31T10:00:00Z')).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(oneMonthLater(at('2028-01-31T10:00:00Z')).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(oneMonthLater(at('2026-03-31T00:00:00Z')).toISOString()).toBe('2026-04-30T00:00:00.000Z');
  });

  it('crosses the year', () => {
    expect(oneMonthLater(at('2026-12-31T23:59:59Z')).toISOString()).toBe('2027-01-31T23:59:59.000Z');
  });
});

describe('planCompMonth', () => {
  it('gives a running paid term one month more', () => {
    expect(planCompMonth('member', active('2026-12-10T00:00:00Z'))).toEqual({
      ok: true,
      expiresAt: at('2027-01-10T00:00:00Z'),
    });
  });

  it('refuses a trial (extend it instead) with a 409', () => {
    expect(planCompMonth('trial', trial('2026-12-01T00:00:00Z'))).toEqual({
      ok: false,
      status: 409,
      message: memberAdminMessages.compTrial,
    });
  });

  it('refuses a lead, a canceled member and a term that is not active', () => {
    for (const [status, term] of [
      ['lead', null],
      ['canceled', { state: 'canceled', expiresAt: at('2026-12-10T00:00:00Z') }],
      ['member', null],
      ['member', { state: 'expired', expiresAt: at('2026-10-10T00:00:00Z') }],
    ] as const) {
      expect(planCompMonth(status, term)).toEqual({
        ok: false,
        status: 409,
        message: memberAdminMessages.compNotMember,
      });
    }
  });
});

describe('planTrialExtension', () => {
  it('moves a running trial’s end by whole days, 1 to 30', () => {
    expect(planTrialExtension('trial', trial('2026-12-01T00:00:00Z'), 1, now)).toEqual({
      ok: true,
      expiresAt: at('2026-12-02T00:00:00Z'),
    });
    expect(planTrialExtension('trial', trial('2026-12-01T00:00:00Z'), 30, now)).toEqual({
      ok: true,
      expiresAt: at('2026-12-31T00:00:00Z'),
    });
  });

  it('refuses 0, 31 and fractions of a day as bad input', () => {
    for (const days of [0, 31, 1.5, -3, Number.NaN]) {
      expect(planTrialExtension('trial', trial('2026-12-01T00:00:00Z'), days, now)).toEqual({
        ok: false,
        status: 400,
        message: memberAdminMessages.trialDays,
      });
    }
  });

  it('refuses a member who is not on a trial, and a trial already over, with a 409', () => {
    expect(planTrialExtension('member', active('2026-12-01T00:00:00Z'), 5, now)).toMatchObject({
      ok: false,
      status: 409,
      message: memberAdminMessages.trialNotTrial,
    });
    expect(planTrialExtension('lead', null, 5, now)).toMatchObject({ ok: false, status: 409 });
    expect(planTrialExtension('trial', trial('2026-11-28T12:00:00Z'), 5, now)).toEqual({
      ok: false,
      status: 409,
      message: memberAdminMessages.trialEnded,
    });
  });
});

describe('memberActions and the membership table', () => {
  it('offers what the rules allow, and the table lets the same statuses move', () => {
    expect(memberActions('member', active('2026-12-10T00:00:00Z'), now)).toEqual({
      can_comp_month: true,
      can_extend_trial: false,
    });
    expect(memberActions('trial', trial('2026-12-10T00:00:00Z'), now)).toEqual({
      can_comp_month: false,
      can_extend_trial: true,
    });
    expect(memberActions('canceled', null, now)).toEqual({ can_comp_month: false, can_extend_trial: false });
    expect(checkMembershipChange('member', 'comp_month', { isEmployee: false })).toEqual({
      ok: true,
      from: 'member',
      to: 'member',
      reason: 'comped',
      patch: { user_status: 'member' },
    });
    expect(checkMembershipChange('trial', 'extend_trial', { isEmployee: true })).toMatchObject({
      ok: true,
      to: 'trial',
      reason: 'trial_extended',
    });
    expect(checkMembershipChange('member', 'extend_trial', { isEmployee: false }).ok).toBe(false);
    expect(checkMembershipChange('trial', 'comp_month', { isEmployee: false }).ok).toBe(false);
  });
});
