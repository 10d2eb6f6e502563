import { describe, expect, it } from 'vitest';
import { checkoutMembersOnly, checkoutRefusal } from './members-only.ts';

describe('checkoutRefusal (spec §6: members and trial users are active)', () => {
  it('lets members and trial users check out', () => {
    expect(checkoutRefusal('member')).toBeNull();
    expect(checkoutRefusal('trial')).toBeNull();
  });

  it('asks a lead to join and a lapsed member to rejoin, saying checkout is for members', () => {
    expect(checkoutRefusal('lead')).toBe('join');
    expect(checkoutRefusal('canceled')).toBe('rejoin');
    expect(checkoutMembersOnly.join).toMatch(/^Checkout is for members\./);
    expect(checkoutMembersOnly.rejoin).toMatch(/^Checkout is for members\./);
  });
});
