import { describe, expect, it } from 'vitest';
import { EBT_TEST_BALANCE_CENTS, testCardOutcome, testCards } from './test-cards.ts';

describe('testCardOutcome', () => {
  it('4242424242424242 succeeds, 4000000000000002 is declined, 4000000000000069 is expired', () => {
    expect(testCardOutcome('4242424242424242')).toBe('succeeds');
    expect(testCardOutcome('4000000000000002')).toBe('declined');
    expect(testCardOutcome('4000 0000 0000 0069')).toBe('expired');
  });

  it('any other number succeeds', () => {
    expect(testCardOutcome('5555555555554444')).toBe('succeeds');
    expect(testCardOutcome(testCards.ebt)).toBe('succeeds');
  });

  it('EBT test cards hold $125.00', () => {
    expect(EBT_TEST_BALANCE_CENTS).toBe(12_500);
  });
});
