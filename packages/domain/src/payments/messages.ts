/**
 * Payment texts. The spec words only 'Google Pay not available' (§5) and the EBT refusal (§8); the card messages
 * are the ones shoppers know from card processors, because that is where such refusals come from.
 */
export const paymentMessages = {
  invalidNumber: 'Your card number is invalid.',
  /** The digits fail the Luhn check: almost always a typo. */
  incorrectNumber: 'Your card number is incorrect.',
  unsupportedBrand: 'We accept Visa, Mastercard, American Express, Discover and EBT cards.',
  invalidExpMonth: "Your card's expiration month is invalid.",
  invalidExpYear: "Your card's expiration year is invalid.",
  pastExpiry: "Your card's expiration date is in the past.",
  invalidCvc: "Your card's security code is invalid.",
  declined: 'Your card was declined.',
  expired: 'Your card has expired.',
  insufficientEbtFunds: 'Your EBT card does not have enough funds.',
  unknownToken: 'Unknown payment token.',
  alreadySaved: 'This card is already saved.',
  notEbtCard: 'This is not an EBT card.',
  ebtIsPaymentType: 'An EBT card is added as the EBT payment type.',
  noEbtCard: 'No EBT card is saved on this account.',
  /** Spec §5, word for word. */
  googlePayUnavailable: 'Google Pay not available',
  /** Spec §8 says only that a 406 on payment fetch means a banned user; the wording is ours. */
  banned: 'This account cannot use payment methods. Please contact member services.',
  notFound: 'Payment method not found.',
  /** Billing addresses may be outside the shipping area, but the state must be a real two-letter code. */
  invalidRegion: 'Please enter a valid state.',
  onlyCardsDefault: 'Only a card can be the default payment method.',
  /** Spec §8, word for word. */
  ebtNeedsAlternative:
    'Sorry, we cannot process your order without an alternative form of payment on file. You will be able to use your EBT card once an additional payment method is added.',
} as const;
