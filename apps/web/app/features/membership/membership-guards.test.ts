import { type Account, visitorAccount } from '@pantry/domain';
import { describe, expect, it } from 'vitest';
import { requireRetentionOfferTaken, requireWelcome } from './membership-guards.ts';

function as(user_status: Account['user_status'], retention_offer_used = false): Account {
  const visitor = visitorAccount();
  return {
    ...visitor,
    logged_in: 1,
    is_registered: 1,
    user_status,
    subscription: { ...visitor.subscription, retention_offer_used },
  };
}

function redirectOf(
  guard: (account: Account, url: URL) => void,
  account: Account,
  path: string,
): string | null {
  try {
    guard(account, new URL(path, 'http://localhost'));
    return null;
  } catch (response) {
    return (response as Response).headers.get('location');
  }
}

describe('pages that say only what happened (issue 12)', () => {
  const trialWelcome = (account: Account, url: URL) => requireWelcome(account, url, 'trial');
  const memberWelcome = (account: Account, url: URL) => requireWelcome(account, url, 'member');

  it('greets a trial on /trial/welcome and sends an Annual member to the member welcome', () => {
    expect(redirectOf(trialWelcome, as('trial'), '/trial/welcome')).toBeNull();
    expect(redirectOf(trialWelcome, as('member'), '/trial/welcome')).toBe('/membership/welcome');
    expect(redirectOf(memberWelcome, as('member'), '/membership/welcome')).toBeNull();
    expect(redirectOf(memberWelcome, as('trial'), '/membership/welcome')).toBe('/trial/welcome');
  });

  it('welcomes nobody without a membership: a lead goes to the plans, a canceled member to the hub', () => {
    expect(redirectOf(trialWelcome, as('lead'), '/trial/welcome')).toBe('/membership/payment/plans');
    expect(redirectOf(memberWelcome, as('canceled'), '/membership/welcome')).toBe('/account');
    expect(redirectOf(trialWelcome, visitorAccount(), '/trial/welcome')).toBe(
      '/login?route=%2Ftrial%2Fwelcome',
    );
  });

  it('shows the free-month confirmation only to a running membership that took the offer', () => {
    const path = '/cancellation/offer-confirmation';
    expect(redirectOf(requireRetentionOfferTaken, as('member', true), path)).toBeNull();
    expect(redirectOf(requireRetentionOfferTaken, as('member', false), path)).toBe('/account');
    expect(redirectOf(requireRetentionOfferTaken, as('trial', false), path)).toBe('/account');
    expect(redirectOf(requireRetentionOfferTaken, as('canceled', true), path)).toBe('/account');
  });
});
