import type { Account } from '@pantry/domain';
import { describe, expect, it } from 'vitest';
import { checkoutRedirect, guardCheckout, isCheckoutPath } from './checkout-guards.ts';

const as = (user_status: Account['user_status'], logged_in: 0 | 1 = 1) =>
  ({ user_status, logged_in }) as Account;
const at = (path: string) => new URL(path, 'http://localhost');

describe('who may check out (spec §3 Checkout, §6 active shoppers)', () => {
  it('lets members and trial users in', () => {
    expect(checkoutRedirect(as('member'), at('/checkout'))).toBeNull();
    expect(checkoutRedirect(as('trial'), at('/checkout/success?order=100000001'))).toBeNull();
  });

  it('sends a signed-out shopper to sign in, and back to checkout afterwards', () => {
    expect(checkoutRedirect(as('visitor', 0), at('/checkout'))).toBe('/login?route=%2Fcheckout');
    expect(checkoutRedirect(as('member', 0), at('/checkout?ccode=exit20'))).toBe(
      '/login?route=%2Fcheckout%3Fccode%3Dexit20',
    );
  });

  it('sends leads to the membership plans first, and lapsed members to rejoin', () => {
    expect(checkoutRedirect(as('lead'), at('/checkout'))).toBe('/membership/payment/plans');
    expect(checkoutRedirect(as('canceled'), at('/checkout'))).toBe('/membership/payment/method');
  });

  it('throws the redirect for loaders', () => {
    let thrown: unknown;
    try {
      guardCheckout(as('lead'), at('/checkout'));
    } catch (error) {
      thrown = error;
    }
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('location')).toBe('/membership/payment/plans');
    expect(() => guardCheckout(as('member'), at('/checkout'))).not.toThrow();
  });

  it('counts any path containing checkout as checkout (spec §2)', () => {
    expect(isCheckoutPath('/checkout')).toBe(true);
    expect(isCheckoutPath('/checkout/success')).toBe(true);
    expect(isCheckoutPath('/cart')).toBe(false);
  });
});
