import { describe, expect, it } from 'vitest';
import { GROUP, isActive, isAttentive, paysPlanFee, type RouteRules, routeGuard } from './user-status.ts';

describe('isActive', () => {
  it("'Only a logged-in member or trial user counts as active'", () => {
    expect(isActive({ loggedIn: true, status: 'member' })).toBe(true);
    expect(isActive({ loggedIn: true, status: 'trial' })).toBe(true);
    expect(isActive({ loggedIn: false, status: 'member' })).toBe(false);
    expect(isActive({ loggedIn: false, status: 'trial' })).toBe(false);
    for (const status of ['visitor', 'lead', 'canceled'] as const) {
      expect(isActive({ loggedIn: true, status })).toBe(false);
    }
  });
});

describe('GROUP', () => {
  it('names the account group ids', () => {
    expect(GROUP).toEqual({ general: 1, memberBasic: 4, memberLapsed: 5, employee: 8 });
  });
});

describe('paysPlanFee', () => {
  const base = { isEmployee: false, membershipType: null, isGivingType: false } as const;

  it("'Trial users who are not employees … are treated as paying the plan fee'", () => {
    expect(paysPlanFee({ ...base, status: 'trial' })).toBe(true);
    expect(paysPlanFee({ ...base, status: 'trial', isEmployee: true })).toBe(false);
  });

  it("'monthly members who are not the giving type, are treated as paying the plan fee'", () => {
    expect(paysPlanFee({ ...base, status: 'member', membershipType: 'monthly' })).toBe(true);
    expect(paysPlanFee({ ...base, status: 'member', membershipType: 'monthly', isGivingType: true })).toBe(
      false,
    );
    expect(paysPlanFee({ ...base, status: 'member', membershipType: 'annual' })).toBe(false);
  });

  it('nobody else pays it', () => {
    for (const status of ['visitor', 'lead', 'canceled'] as const) {
      expect(paysPlanFee({ ...base, status, membershipType: 'monthly' })).toBe(false);
    }
  });
});

describe('isAttentive', () => {
  const now = new Date('2024-03-15T12:00:00Z');

  it("'set for members 7 or more days after joining'", () => {
    expect(isAttentive('2024-03-08T12:00:00Z', now)).toBe(true);
    expect(isAttentive(new Date('2024-01-01T00:00:00Z'), now)).toBe(true);
  });

  it('is not set before the seventh day', () => {
    expect(isAttentive('2024-03-08T12:00:01Z', now)).toBe(false);
    expect(isAttentive('2024-03-15T00:00:00Z', now)).toBe(false);
  });

  it('is not set for an unreadable join date', () => {
    expect(isAttentive('not a date', now)).toBe(false);
  });
});

describe('routeGuard', () => {
  const rules: RouteRules = {
    memberOnlyPaths: ['/account/autoship', '/quiz'],
    guestOnlyPaths: ['/login', '/register'],
    memberDefaultRoute: '/shop',
  };

  it("'A lead is redirected from member-only paths to home'", () => {
    expect(routeGuard({ loggedIn: true, status: 'lead' }, '/account/autoship', rules)).toBe('/');
    expect(routeGuard({ loggedIn: true, status: 'lead' }, '/quiz/step-2?x=1', rules)).toBe('/');
    expect(routeGuard({ loggedIn: true, status: 'lead' }, '/quizzes', rules)).toBeNull();
    expect(routeGuard({ loggedIn: true, status: 'lead' }, '/login', rules)).toBeNull();
  });

  it("'Member and canceled users are redirected away from guest-only pages'", () => {
    expect(routeGuard({ loggedIn: true, status: 'member' }, '/login', rules)).toBe('/shop');
    expect(routeGuard({ loggedIn: true, status: 'canceled' }, '/register/', rules)).toBe('/shop');
    expect(routeGuard({ loggedIn: true, status: 'member' }, '/account/autoship', rules)).toBeNull();
  });

  it('leaves everyone else where they are', () => {
    expect(routeGuard({ loggedIn: true, status: 'trial' }, '/login', rules)).toBeNull();
    expect(routeGuard({ loggedIn: false, status: 'visitor' }, '/account/autoship', rules)).toBeNull();
    expect(routeGuard({ loggedIn: false, status: 'lead' }, '/quiz', rules)).toBeNull();
  });

  it('never redirects a page to itself', () => {
    const loop = { ...rules, guestOnlyPaths: ['/shop'] };
    expect(routeGuard({ loggedIn: true, status: 'member' }, '/shop', loop)).toBeNull();
  });
});
