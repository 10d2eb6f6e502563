import { describe, expect, it } from 'vitest';
import { type AutoshipButtonInput, autoshipButton, subscribedText } from './button.ts';

const base: AutoshipButtonInput = {
  loggedIn: true,
  account: { status: 'active', type: 'opt_in', optedOut: false },
  product: { autoshipEnabled: true, productType: 'simple', inStock: true, isWine: false },
  item: null,
  schedule: { status: 'active' },
};

describe('autoship button: not subscribed (§4)', () => {
  it("shows 'Subscribe'", () => {
    expect(autoshipButton(base)).toEqual({
      kind: 'subscribe',
      text: 'Subscribe',
      confirmFirst: false,
      opens: 'subscribe',
    });
  });
  it("shows 'Subscribe for {savings} savings' when the autoship price saves", () => {
    expect(autoshipButton({ ...base, savingsPercent: 7 })).toMatchObject({
      text: 'Subscribe for 7% savings',
    });
  });
  it("shows 'Subscribe all' on a list", () => {
    expect(autoshipButton({ ...base, list: true, savingsPercent: 7 })).toMatchObject({
      text: 'Subscribe all',
    });
  });
  it("shows 'Turn on Recurring' when the account's autoship is inactive", () => {
    expect(autoshipButton({ ...base, account: { ...base.account, status: 'inactive' } })).toMatchObject({
      kind: 'subscribe',
      text: 'Turn on Recurring',
    });
  });
  it('asks first for a wine product (§4: an extra step before autoship opens)', () => {
    expect(autoshipButton({ ...base, product: { ...base.product, isWine: true } })).toMatchObject({
      confirmFirst: true,
    });
  });
});

describe('autoship button: subscribed (§4)', () => {
  const item = { status: 'active', frequencyWeeks: 2, qty: 3 } as const;
  it("shows 'Every {n} week(s) | Qty: {qty}' with 'Manage'", () => {
    expect(autoshipButton({ ...base, item })).toEqual({
      kind: 'subscribed',
      text: 'Every 2 weeks | Qty: 3',
      manage: 'Manage',
      opens: 'manage',
    });
    expect(subscribedText(1, 1)).toBe('Every 1 week | Qty: 1');
  });
  it('opens the charge-failed banner instead while the schedule is failed', () => {
    expect(autoshipButton({ ...base, item, schedule: { status: 'failed_charge_1' } })).toMatchObject({
      opens: 'charge_failed_banner',
    });
  });
  it("shows disabled 'Recurring paused' for a paused item or a paused autoship", () => {
    expect(autoshipButton({ ...base, item: { ...item, status: 'paused' } })).toEqual({
      kind: 'disabled',
      text: 'Recurring paused',
    });
    expect(autoshipButton({ ...base, item, account: { ...base.account, status: 'paused' } })).toEqual({
      kind: 'disabled',
      text: 'Recurring paused',
    });
  });
  it("shows disabled 'Recurring turned off' when the account's autoship is off", () => {
    expect(autoshipButton({ ...base, item, account: { ...base.account, status: 'inactive' } })).toEqual({
      kind: 'disabled',
      text: 'Recurring turned off',
    });
  });
  it('treats a cancelled item as not subscribed (removed from the list)', () => {
    expect(autoshipButton({ ...base, item: { ...item, status: 'cancelled' } })).toMatchObject({
      text: 'Subscribe',
    });
  });
});

describe('autoship button: hidden (§4)', () => {
  const cases: [string, Partial<AutoshipButtonInput>][] = [
    ['logged-out shoppers', { loggedIn: false }],
    ['opt-out accounts', { account: { status: 'opt-out', type: 'opt_out', optedOut: true } }],
    ['shoppers who opted out', { account: { status: 'active', type: 'opt_in', optedOut: true } }],
    ['cancelled autoship', { account: { status: 'canceled', type: 'opt_in', optedOut: false } }],
    ['bundles', { product: { ...base.product, productType: 'bundle' } }],
    ['out-of-stock items', { product: { ...base.product, inStock: false } }],
    ['products without autoship', { product: { ...base.product, autoshipEnabled: false } }],
  ];
  for (const [who, change] of cases) {
    it(`for ${who}`, () => {
      expect(autoshipButton({ ...base, ...change })).toEqual({ kind: 'hidden' });
    });
  }
});

describe('autoship button: ad-campaign (PLA) visits (§4 opt-out autoship)', () => {
  const optOut = { status: 'inactive', type: 'opt_out', optedOut: false, userStatus: 'member' };
  const shown = (input: AutoshipButtonInput) => autoshipButton(input).kind !== 'hidden';

  it('hides opt-out autoship from a PLA visitor whose autoship is not active', () => {
    for (const status of ['inactive', 'paused', null]) {
      const input = { ...base, adCampaign: true, account: { ...optOut, status } };
      expect(shown(input), String(status)).toBe(false);
    }
  });
  it('hides it from a PLA visitor who is not an active member (a lead)', () => {
    expect(
      shown({ ...base, adCampaign: true, account: { ...optOut, status: 'active', userStatus: 'lead' } }),
    ).toBe(false);
  });
  it('shows it to a PLA visitor who is an active member on autoship (active or active_auto)', () => {
    for (const status of ['active', 'active_auto']) {
      expect(shown({ ...base, adCampaign: true, account: { ...optOut, status } }), status).toBe(true);
    }
  });
  it('shows opt-out autoship outside ad campaigns, and opt-in autoship on them', () => {
    expect(shown({ ...base, account: optOut })).toBe(true);
    expect(shown({ ...base, adCampaign: true, account: { ...optOut, type: 'opt_in' } })).toBe(true);
  });
});
