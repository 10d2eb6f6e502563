import type { Account } from '@pantry/domain';
import { describe, expect, it } from 'vitest';
import { guardPage } from './route-guards.ts';

const as = (user_status: Account['user_status'], logged_in: 0 | 1 = 1) =>
  ({ user_status, logged_in }) as Account;

function redirectOf(account: Account, url: string): string | null {
  try {
    guardPage(account, new URL(url, 'http://localhost'));
    return null;
  } catch (response) {
    return (response as Response).headers.get('location');
  }
}

describe('route guards (spec §6)', () => {
  it('sends a lead on a member-only path home', () => {
    expect(redirectOf(as('lead'), '/autoship/settings')).toBe('/');
    expect(redirectOf(as('member'), '/autoship/settings')).toBeNull();
  });

  it('sends members and canceled users away from guest-only pages', () => {
    expect(redirectOf(as('member'), '/login')).toBe('/account');
    expect(redirectOf(as('canceled'), '/membership/payment/plans')).toBe('/account');
    expect(redirectOf(as('lead'), '/membership/payment/plans')).toBeNull();
  });

  it('sends a visitor on a signed-in page to /login, and back afterwards', () => {
    expect(redirectOf(as('visitor', 0), '/account/edit?x=1')).toBe('/login?route=%2Faccount%2Fedit%3Fx%3D1');
    expect(redirectOf(as('visitor', 0), '/login')).toBeNull();
  });
});
