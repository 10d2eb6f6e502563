import type { UserStatus } from '../account/user-status.ts';

/**
 * What staff may do to a member's time (issue 25, the console's Members area): comp a month of a running paid
 * membership, extend a free trial by a few days, and what the console says about the account's sign-in. Pure rules;
 * the membership module applies them under the account's row lock, through its transition table
 * (`comp_month`, `extend_trial`), and the console shows the same answers before anything is sent.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many days a trial may be extended by at once. */
export const TRIAL_EXTENSION_DAYS = { min: 1, max: 30 } as const;

export const memberAdminMessages = {
  compNotMember: 'Only a member with a running paid membership can be comped a month.',
  compTrial: 'A trial is extended, not comped: extend the trial instead.',
  trialNotTrial: 'Only a member on a free trial can have the trial extended.',
  trialEnded: 'This trial has ended already; it converts at the next run.',
  trialDays: `Extend a trial by ${TRIAL_EXTENSION_DAYS.min} to ${TRIAL_EXTENSION_DAYS.max} days.`,
  notLocked: 'This account is not locked.',
  noSessions: 'This shopper is not signed in anywhere.',
  noMember: 'No such member.',
} as const;

/** The account's newest membership term, as staff rules read it. */
export type StaffTerm = {
  state: 'trial' | 'active' | 'canceled' | 'expired';
  expiresAt: Date;
} | null;

export type TermChange = { ok: true; expiresAt: Date } | { ok: false; status: 400 | 409; message: string };

/**
 * One calendar month later, at the same time of day (UTC), on the same day of the month or the month's last day
 * when it has no such day: Jan 31 → Feb 28 (29), never Mar 3.
 */
export function oneMonthLater(date: Date): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const next = new Date(date);
  next.setUTCDate(1);
  next.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return next;
}

/**
 * Comp a month: a member whose paid term is running (not canceled, not a trial) gets its end, the day it renews,
 * one month later and is charged nothing for it.
 */
export function planCompMonth(status: UserStatus, term: StaffTerm): TermChange {
  if (status === 'trial' || term?.state === 'trial') {
    return { ok: false, status: 409, message: memberAdminMessages.compTrial };
  }
  if (status !== 'member' || term?.state !== 'active') {
    return { ok: false, status: 409, message: memberAdminMessages.compNotMember };
  }
  return { ok: true, expiresAt: oneMonthLater(term.expiresAt) };
}

/** Extend a trial by `days` (1–30): only a trial that is still running, whose end (and conversion) moves later. */
export function planTrialExtension(status: UserStatus, term: StaffTerm, days: number, now: Date): TermChange {
  if (!Number.isInteger(days) || days < TRIAL_EXTENSION_DAYS.min || days > TRIAL_EXTENSION_DAYS.max) {
    return { ok: false, status: 400, message: memberAdminMessages.trialDays };
  }
  if (status !== 'trial' || term?.state !== 'trial') {
    return { ok: false, status: 409, message: memberAdminMessages.trialNotTrial };
  }
  if (term.expiresAt.getTime() <= now.getTime()) {
    return { ok: false, status: 409, message: memberAdminMessages.trialEnded };
  }
  return { ok: true, expiresAt: new Date(term.expiresAt.getTime() + days * DAY_MS) };
}

/** What the console may offer for a member now: the same rules as the changes themselves. */
export function memberActions(status: UserStatus, term: StaffTerm, now: Date) {
  return {
    can_comp_month: planCompMonth(status, term).ok,
    can_extend_trial: planTrialExtension(status, term, TRIAL_EXTENSION_DAYS.min, now).ok,
  };
}
