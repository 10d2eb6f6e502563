import { cardDigits } from './cards.ts';

/**
 * The built-in test gateway's cards: the numbers card processors use in test mode, so a developer's habits
 * carry over. Any other number that passes the checks succeeds.
 */

export type TestCardOutcome = 'succeeds' | 'declined' | 'expired';

export const testCards = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  /** Tokenises (its printed expiry is in the future) but the issuer reports it expired when charged. */
  expired: '4000000000000069',
  /** An EBT card (prefix 5077); its balance is EBT_TEST_BALANCE_CENTS. */
  ebt: '5077000000000007',
} as const;

/** Every EBT test card starts with this balance: $125.00, a round figure a test can reason about. */
export const EBT_TEST_BALANCE_CENTS = 12_500;

export function testCardOutcome(number: string): TestCardOutcome {
  const digits = cardDigits(number);
  if (digits === testCards.declined) return 'declined';
  if (digits === testCards.expired) return 'expired';
  return 'succeeds';
}
