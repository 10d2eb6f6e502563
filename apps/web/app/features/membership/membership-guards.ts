import type { Account } from '@pantry/domain';
import { redirect } from 'react-router';
import { guardPage, loginUrl } from '../../lib/route-guards.ts';
import { isActiveAccount } from '../account/index.ts';

/**
 * Page rules of the membership, trial and cancellation pages, on top of spec §6's route guards (guardPage):
 * who has something to do on each page.
 */

/** The route guards, then sign-in for pages the shared list does not name (/trial/welcome, /trial/onboarding). */
export function requireSignedIn(account: Account, url: URL): void {
  guardPage(account, url);
  if (account.logged_in !== 1) throw redirect(loginUrl(url.pathname, url.search));
}

/** Whether this account has a membership or trial running that it could cancel. */
export function hasActiveMembership(account: Account | undefined): boolean {
  return isActiveAccount(account);
}

/**
 * The cancellation steps before the cancel itself: only for an active membership or trial. A canceled member sees
 * the confirmation (and can reactivate there); anyone else goes to the account hub.
 */
export function requireCancelable(account: Account, url: URL): void {
  requireSignedIn(account, url);
  if (hasActiveMembership(account)) return;
  throw redirect(account.user_status === 'canceled' ? '/cancellation/confirmation' : '/account');
}

/**
 * Each welcome greets what the shopper has (issue 12): /trial/welcome a running trial, /membership/welcome a paid
 * membership. A member on the trial page (or a trial user on the member page) goes to their own welcome, a lead
 * to the plans, and a canceled member to the account hub.
 */
export function requireWelcome(account: Account, url: URL, kind: 'member' | 'trial'): void {
  requireSignedIn(account, url);
  const status = account.user_status;
  if (status === kind) return;
  if (status === 'member') throw redirect('/membership/welcome');
  if (status === 'trial') throw redirect('/trial/welcome');
  throw redirect(status === 'canceled' ? '/account' : '/membership/payment/plans');
}

/**
 * /cancellation/offer-confirmation says a month was added: only true for a running membership that took the
 * retention offer. Opened directly by anyone else, it sends them to the account hub (issue 12).
 */
export function requireRetentionOfferTaken(account: Account, url: URL): void {
  requireSignedIn(account, url);
  if (!hasActiveMembership(account) || !account.subscription.retention_offer_used) throw redirect('/account');
}
