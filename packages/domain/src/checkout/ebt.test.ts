import { describe, expect, it } from 'vitest';
import { ebtEligibleCents, splitEbtPayment } from './ebt.ts';

const line = (row: number, over: Record<string, unknown> = {}) => ({
  ebt_eligible: true,
  is_free: false,
  restriction_tag: null,
  row_total_cents: row,
  discount_cents: 0,
  ...over,
});

const EBT_MESSAGE =
  'Sorry, we cannot process your order without an alternative form of payment on file. You will be able to use your EBT card once an additional payment method is added.';

describe('ebtEligibleCents', () => {
  it("counts only EBT-eligible items ('ebt_eligibility 1'), after their discount", () => {
    expect(ebtEligibleCents([line(1000, { discount_cents: 200 }), line(500, { ebt_eligible: false })])).toBe(
      800,
    );
  });

  it('leaves out free items and items whose tag prohibits EBT', () => {
    const alcohol = { name: 'alcohol', prohibited_states: [], prohibited_payment_methods: ['ebt'] };
    expect(ebtEligibleCents([line(0, { is_free: true }), line(2000, { restriction_tag: alcohol })])).toBe(0);
  });
});

describe('splitEbtPayment', () => {
  it("refuses 'EBT alone' with the spec's message", () => {
    expect(splitEbtPayment({ lines: [line(1000)], grandTotalCents: 1000, methods: ['ebt'] })).toEqual({
      ok: false,
      code: 'ebt_needs_alternative',
      message: EBT_MESSAGE,
    });
  });

  it('has EBT pay the eligible items and the other method the rest (shipping, tax, fees, other items)', () => {
    const split = splitEbtPayment({
      lines: [line(3000), line(1000, { ebt_eligible: false })],
      grandTotalCents: 4800,
      methods: ['ebt', 'card'],
    });
    expect(split).toEqual({ ok: true, ebt_cents: 3000, other_cents: 1800 });
  });

  it('charges EBT at most its balance and the grand total', () => {
    expect(
      splitEbtPayment({
        lines: [line(3000)],
        grandTotalCents: 4000,
        methods: ['ebt', 'card'],
        ebtBalanceCents: 1250,
      }),
    ).toEqual({ ok: true, ebt_cents: 1250, other_cents: 2750 });
    expect(
      splitEbtPayment({ lines: [line(3000)], grandTotalCents: 2000, methods: ['ebt', 'paypal'] }),
    ).toEqual({
      ok: true,
      ebt_cents: 2000,
      other_cents: 0,
    });
  });
});
