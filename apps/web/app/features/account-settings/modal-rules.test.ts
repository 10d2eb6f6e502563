import { describe, expect, it } from 'vitest';
import { signedIn, visitor } from '../account/test-support.tsx';
import {
  forgetSingleCartShown,
  HEAR_ABOUT_US_KEY,
  MONTHLY_UPGRADE_KEY,
  markShown,
  pickAccountModal,
  SINGLE_CART_KEY,
} from './modal-rules.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

const blocked = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('SecurityError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('account modals the shell opens by itself', () => {
  it('asks how you heard about us once, with the date it was asked', () => {
    const storage = memoryStorage();
    const ann = signedIn({ hear_about_us: null });
    expect(pickAccountModal(ann, '/', storage)).toBe('hear-about-us');
    markShown('hear-about-us', ann, storage, new Date('2025-03-01T12:00:00Z'));
    expect(JSON.parse(storage.data.get(HEAR_ABOUT_US_KEY) ?? '')).toEqual({
      shown: true,
      date: '2025-03-01T12:00:00.000Z',
    });
    expect(pickAccountModal(ann, '/', storage)).toBeNull();
  });

  it('never asks visitors, shoppers who answered, or when it could not be remembered', () => {
    expect(pickAccountModal(visitor(), '/', memoryStorage())).toBeNull();
    expect(pickAccountModal(signedIn({ hear_about_us: 'Podcast' }), '/', memoryStorage())).toBeNull();
    expect(pickAccountModal(signedIn({ hear_about_us: null }), '/', blocked)).toBeNull();
    expect(pickAccountModal(signedIn({ hear_about_us: null }), '/', null)).toBeNull();
  });

  it('shows the single-cart onboarding while the flag is 1, once per flag, before anything else', () => {
    const storage = memoryStorage();
    const ann = signedIn({ single_cart_migrated_landing: 1, hear_about_us: null });
    expect(pickAccountModal(ann, '/c/food', storage)).toBe('single-cart');
    markShown('single-cart', ann, storage);
    expect(storage.data.get(SINGLE_CART_KEY)).toBe('7');
    // Clearing the flag failed: not shown again here.
    expect(pickAccountModal(ann, '/c/food', storage)).toBe('hear-about-us');
    // The server cleared it, then set it again later: shown again.
    forgetSingleCartShown(storage);
    expect(pickAccountModal(ann, '/c/food', storage)).toBe('single-cart');
    expect(pickAccountModal(signedIn({ single_cart_migrated_landing: 0 }), '/', memoryStorage())).toBeNull();
  });

  it('stays quiet over sign-in, code, payment and cancellation steps', () => {
    const ann = signedIn({ single_cart_migrated_landing: 1, hear_about_us: null });
    for (const path of ['/login', '/account/otp', '/membership/payment/method', '/cancellation/reasons']) {
      expect(pickAccountModal(ann, path, memoryStorage())).toBeNull();
    }
    expect(pickAccountModal(ann, '/account', memoryStorage())).toBe('single-cart');
  });

  it('offers a monthly member who has ordered the annual plan once, after the other account modals', () => {
    const storage = memoryStorage();
    const mo = signedIn({
      user_status: 'member',
      num_orders: 2,
      subscription: { ...signedIn().subscription, membership_status: 'Monthly' },
    });
    expect(pickAccountModal({ ...mo, hear_about_us: null }, '/', storage)).toBe('hear-about-us');
    expect(pickAccountModal(mo, '/', storage)).toBe('monthly-upgrade');
    markShown('monthly-upgrade', mo, storage);
    expect(storage.data.get(MONTHLY_UPGRADE_KEY)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(pickAccountModal(mo, '/', storage)).toBeNull();
    // Not before a first order, not to annual members, trials or lapsed members, not without storage.
    expect(pickAccountModal({ ...mo, num_orders: 0 }, '/', memoryStorage())).toBeNull();
    const annual = { ...mo, subscription: { ...mo.subscription, membership_status: 'Annual' as const } };
    expect(pickAccountModal(annual, '/', memoryStorage())).toBeNull();
    expect(pickAccountModal({ ...mo, user_status: 'trial' }, '/', memoryStorage())).toBeNull();
    expect(pickAccountModal({ ...mo, user_status: 'canceled' }, '/', memoryStorage())).toBeNull();
    expect(pickAccountModal(mo, '/', blocked)).toBeNull();
    expect(pickAccountModal(mo, '/checkout', memoryStorage())).toBeNull();
  });
});
