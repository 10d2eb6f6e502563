import { describe, expect, it } from 'vitest';
import { GROUP, isActive, type UserStatus } from '../account/user-status.ts';
import {
  canChangeMembership,
  checkMembershipChange,
  joinMove,
  MEMBERSHIP_MOVES,
  MEMBERSHIP_REASONS,
  MEMBERSHIP_TRANSITIONS,
  type MembershipMove,
} from './transitions.ts';

const STATUSES: readonly UserStatus[] = ['visitor', 'lead', 'trial', 'member', 'canceled'];
const shopper = { isEmployee: false };
const employee = { isEmployee: true };

describe('membership moves: every allowed move', () => {
  it('a lead or visitor joins on a paid plan as a member in MemberBasic, not reactivated', () => {
    for (const from of ['lead', 'visitor'] as const) {
      expect(checkMembershipChange(from, 'join', shopper)).toEqual({
        ok: true,
        from,
        to: 'member',
        reason: 'joined',
        patch: {
          user_status: 'member',
          group_id: GROUP.memberBasic,
          card_failed: false,
          is_reactivated_member: false,
        },
      });
    }
  });

  it('a lead or visitor starts a trial in MemberBasic', () => {
    for (const from of ['lead', 'visitor'] as const) {
      expect(checkMembershipChange(from, 'start_trial', shopper)).toEqual({
        ok: true,
        from,
        to: 'trial',
        reason: 'trial_started',
        patch: {
          user_status: 'trial',
          group_id: GROUP.memberBasic,
          card_failed: false,
          is_reactivated_member: false,
        },
      });
    }
  });

  it('a canceled shopper who rejoins is a reactivated member, and the failed card is forgotten', () => {
    expect(checkMembershipChange('canceled', 'join', shopper)).toMatchObject({
      ok: true,
      to: 'member',
      reason: 'joined',
      patch: {
        user_status: 'member',
        group_id: GROUP.memberBasic,
        card_failed: false,
        is_reactivated_member: true,
      },
    });
    expect(checkMembershipChange('canceled', 'start_trial', shopper)).toMatchObject({
      ok: true,
      to: 'trial',
      patch: { is_reactivated_member: true },
    });
  });

  it('a trial converts to a member in MemberBasic', () => {
    expect(checkMembershipChange('trial', 'convert_trial', shopper)).toEqual({
      ok: true,
      from: 'trial',
      to: 'member',
      reason: 'trial_converted',
      patch: { user_status: 'member', group_id: GROUP.memberBasic, card_failed: false },
    });
  });

  it('a member renews as a member in MemberBasic', () => {
    expect(checkMembershipChange('member', 'renew', shopper)).toEqual({
      ok: true,
      from: 'member',
      to: 'member',
      reason: 'renewed',
      patch: { user_status: 'member', group_id: GROUP.memberBasic, card_failed: false },
    });
  });

  it('a monthly member upgrades to annual and stays a member, group and flags untouched', () => {
    expect(checkMembershipChange('member', 'upgrade', shopper)).toEqual({
      ok: true,
      from: 'member',
      to: 'member',
      reason: 'upgraded',
      patch: { user_status: 'member' },
    });
  });

  it('a trial user or member cancels into MemberLapsed', () => {
    for (const from of ['trial', 'member'] as const) {
      expect(checkMembershipChange(from, 'cancel', shopper)).toEqual({
        ok: true,
        from,
        to: 'canceled',
        reason: 'canceled',
        patch: { user_status: 'canceled', group_id: GROUP.memberLapsed },
      });
    }
  });

  it('a card declined at renewal or trial conversion cancels with card_failed, in MemberLapsed', () => {
    for (const from of ['trial', 'member'] as const) {
      expect(checkMembershipChange(from, 'card_failed', shopper)).toEqual({
        ok: true,
        from,
        to: 'canceled',
        reason: 'card_failed',
        patch: { user_status: 'canceled', group_id: GROUP.memberLapsed, card_failed: true },
      });
    }
  });

  it('a member whose term ended without renewal is canceled, in MemberLapsed', () => {
    expect(checkMembershipChange('member', 'expire', shopper)).toEqual({
      ok: true,
      from: 'member',
      to: 'canceled',
      reason: 'expired',
      patch: { user_status: 'canceled', group_id: GROUP.memberLapsed },
    });
  });
});

describe('membership moves: refusals are values', () => {
  it('refuses joining or starting a trial while active, naming the move and the status', () => {
    expect(checkMembershipChange('member', 'join', shopper)).toEqual({
      ok: false,
      code: 'illegal_membership_change',
      message: 'Cannot join for a member (only for visitor, lead, canceled).',
    });
    expect(checkMembershipChange('trial', 'start_trial', shopper).ok).toBe(false);
  });

  it('refuses canceling without a membership, and canceling twice', () => {
    expect(checkMembershipChange('lead', 'cancel', shopper)).toEqual({
      ok: false,
      code: 'illegal_membership_change',
      message: 'Cannot cancel a membership for a lead (only for trial, member).',
    });
    expect(checkMembershipChange('canceled', 'cancel', shopper).ok).toBe(false);
  });

  it('refuses renewing or upgrading a trial, converting a member, and expiring a trial', () => {
    expect(canChangeMembership('trial', 'renew')).toBe(false);
    expect(canChangeMembership('trial', 'upgrade')).toBe(false);
    expect(canChangeMembership('member', 'convert_trial')).toBe(false);
    expect(canChangeMembership('trial', 'expire')).toBe(false);
    expect(canChangeMembership('canceled', 'card_failed')).toBe(false);
  });

  it('never moves a visitor or lead except by joining', () => {
    for (const move of MEMBERSHIP_MOVES) {
      const joins = move === 'join' || move === 'start_trial';
      expect(canChangeMembership('lead', move)).toBe(joins);
      expect(canChangeMembership('visitor', move)).toBe(joins);
    }
  });

  it('lets exactly the shoppers who are not active join (the domain’s isActive)', () => {
    for (const status of STATUSES) {
      expect(canChangeMembership(status, 'join')).toBe(!isActive({ loggedIn: true, status }));
    }
  });
});

describe('membership moves: employees keep their group', () => {
  it('an employee who joins, starts a trial or rejoins is in the Employee group', () => {
    for (const move of ['join', 'start_trial'] as const) {
      for (const from of ['lead', 'canceled'] as const) {
        const change = checkMembershipChange(from, move, employee);
        expect(change.ok && change.patch.group_id).toBe(GROUP.employee);
      }
    }
  });

  it('an employee who cancels stays in the Employee group', () => {
    expect(checkMembershipChange('member', 'cancel', employee)).toMatchObject({
      ok: true,
      to: 'canceled',
      patch: { user_status: 'canceled', group_id: GROUP.employee },
    });
  });

  it('renewing, converting a trial or upgrading leaves an employee’s group alone', () => {
    const moves: [UserStatus, MembershipMove][] = [
      ['member', 'renew'],
      ['trial', 'convert_trial'],
      ['member', 'upgrade'],
    ];
    for (const [from, move] of moves) {
      const change = checkMembershipChange(from, move, employee);
      expect(change.ok).toBe(true);
      expect(change.ok && 'group_id' in change.patch).toBe(false);
    }
  });

  it('a declined card or an ended term lapses an employee too (MemberLapsed, as the renewal job always did)', () => {
    expect(checkMembershipChange('member', 'card_failed', employee)).toMatchObject({
      patch: { group_id: GROUP.memberLapsed, card_failed: true },
    });
    expect(checkMembershipChange('member', 'expire', employee)).toMatchObject({
      patch: { group_id: GROUP.memberLapsed },
    });
  });
});

describe('the membership table', () => {
  it('gives every move one reason of its own, all from the announced set', () => {
    const reasons = MEMBERSHIP_MOVES.map((move) => MEMBERSHIP_TRANSITIONS[move].reason);
    expect(new Set(reasons).size).toBe(MEMBERSHIP_MOVES.length);
    expect([...reasons].sort()).toEqual([...MEMBERSHIP_REASONS].sort());
  });

  it('joins on a trial plan start a trial, on a paid plan make a member', () => {
    expect(joinMove('trial')).toBe('start_trial');
    expect(joinMove('monthly')).toBe('join');
    expect(joinMove('annual')).toBe('join');
  });

  it('leads every active membership somewhere it can leave again', () => {
    for (const move of MEMBERSHIP_MOVES) {
      const { to } = MEMBERSHIP_TRANSITIONS[move];
      expect(MEMBERSHIP_MOVES.some((next) => canChangeMembership(to, next))).toBe(true);
    }
  });
});
