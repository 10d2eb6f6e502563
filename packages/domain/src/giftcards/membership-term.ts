import type { UserStatus } from '../account/user-status.ts';
import { termEnd } from '../membership/plans.ts';
import type { MembershipMove } from '../membership/transitions.ts';
import { GIFT_MEMBERSHIP_MONTHS } from './gift-form.ts';

/**
 * What a redeemed gift membership does (issue 13: 'starts or extends one year of membership with no charge'). A
 * member whose paid term still runs gets a year added to its end (a renewal at no charge); a member whose term
 * has run out starts a year today. A trial becomes a paid year today (the trial's own conversion charge never
 * comes), and anyone else joins for a year today (docs/decisions/giftcards.md).
 */
export type GiftMembershipPlan = {
  move: Extract<MembershipMove, 'join' | 'convert_trial' | 'renew'>;
  /** Extend the running term in place; otherwise start a new term. */
  extend: boolean;
  startedAt: Date;
  expiresAt: Date;
};

export type RunningTerm = { state: string; expiresAt: Date } | null;

export function planGiftMembership(status: UserStatus, term: RunningTerm, now: Date): GiftMembershipPlan {
  const fresh = { startedAt: now, expiresAt: termEnd(now, GIFT_MEMBERSHIP_MONTHS) };
  if (status === 'member') {
    const running = term?.state === 'active' && term.expiresAt.getTime() > now.getTime();
    if (running) {
      return {
        move: 'renew',
        extend: true,
        startedAt: now,
        expiresAt: termEnd(term.expiresAt, GIFT_MEMBERSHIP_MONTHS),
      };
    }
    return { move: 'renew', extend: false, ...fresh };
  }
  if (status === 'trial') return { move: 'convert_trial', extend: false, ...fresh };
  return { move: 'join', extend: false, ...fresh };
}
