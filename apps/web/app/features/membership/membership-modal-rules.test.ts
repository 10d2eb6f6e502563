import type { Account } from '@pantry/domain';
import { describe, expect, it } from 'vitest';
import {
  canShowMembershipModal,
  isPlaMedium,
  isPlaVisit,
  PLA_STORAGE_KEY,
  rememberPlaLanding,
} from './membership-modal-rules.ts';

const as = (user_status: Account['user_status'], logged_in: 0 | 1 = 1) => ({ user_status, logged_in });

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

describe('the membership modal rule (spec §6)', () => {
  it('shows to shoppers who are not logged in, and to leads', () => {
    expect(canShowMembershipModal(undefined, false)).toBe(true);
    expect(canShowMembershipModal(as('visitor', 0), false)).toBe(true);
    expect(canShowMembershipModal(as('lead'), false)).toBe(true);
  });

  it('never shows to members (trial users included) or lapsed members', () => {
    expect(canShowMembershipModal(as('member'), false)).toBe(false);
    expect(canShowMembershipModal(as('trial'), false)).toBe(false);
    expect(canShowMembershipModal(as('canceled'), false)).toBe(false);
  });

  it('never shows to PLA (ad-campaign) visitors, logged in or not', () => {
    expect(canShowMembershipModal(as('visitor', 0), true)).toBe(false);
    expect(canShowMembershipModal(as('lead'), true)).toBe(false);
  });
});

describe('PLA landings', () => {
  it('reads utm_medium=pla, any case, or pla as a word of it', () => {
    expect(isPlaMedium('pla')).toBe(true);
    expect(isPlaMedium('PLA')).toBe(true);
    expect(isPlaMedium('google_pla')).toBe(true);
    expect(isPlaMedium('pla-shopping')).toBe(true);
    expect(isPlaMedium('display')).toBe(false);
    expect(isPlaMedium('email')).toBe(false);
    expect(isPlaMedium(null)).toBe(false);
  });

  it('remembers a PLA landing in session storage for the rest of the visit', () => {
    const storage = memoryStorage();
    rememberPlaLanding('?utm_source=google&utm_medium=email', storage);
    expect(isPlaVisit(storage)).toBe(false);
    rememberPlaLanding('?utm_source=google&utm_medium=pla', storage);
    expect(storage.getItem(PLA_STORAGE_KEY)).toBe('1');
    // A later page without the parameter does not forget it.
    rememberPlaLanding('', storage);
    expect(isPlaVisit(storage)).toBe(true);
  });
});
