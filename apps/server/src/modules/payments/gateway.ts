/**
 * What Pantry needs from a payment processor. The built-in test gateway implements it against its own tables, the
 * way a processor's test mode behaves; a real processor's adapter implements the same interface.
 * Amounts are integer cents. Failures a shopper can act on throw AppError('payment_required', message).
 */

export type CardDetails = {
  /** visa, mastercard, american express, discover, ebt; or paypal, googlepay, applepay for a vaulted wallet. */
  brand: string;
  last4: string;
  /** 0 for wallets, which have no expiry. */
  expMonth: number;
  expYear: number;
};

/** Wallet payment types a gateway keeps on file (spec §3: PayPal, Google Pay, Apple Pay). */
export type WalletKind = 'paypal' | 'googlepay' | 'applepay';

/** What the browser's payment SDK needs to start (spec §7 payment-token endpoint). */
export type ClientToken = { token: string; expiresAt: Date };

/** A successful charge; a replayed idempotency key answers it as it is now (with what was refunded since). */
export type Charge = { id: string; amountCents: number; status: 'succeeded'; refundedCents: number };
export type Refund = { id: string; chargeId: string; amountCents: number };

export interface PaymentGateway {
  /** Gateway name stored beside saved tokens ('test'). */
  readonly name: string;
  /** What the token stands for, or null when the gateway does not know it. */
  describeToken(token: string): Promise<CardDetails | null>;
  /**
   * Charges a token. The same idempotency key returns the first charge and never charges twice; a declined or
   * expired card throws AppError('payment_required', …) with the processor's message.
   */
  charge(input: {
    token: string;
    amountCents: number;
    idempotencyKey: string;
    description: string;
  }): Promise<Charge>;
  /**
   * The succeeded charge an idempotency key made, as it is now, or null when the key charged nothing (never seen,
   * or declined). The reconciliation job asks this of an intent whose process died around its charge.
   */
  findCharge(idempotencyKey: string): Promise<Charge | null>;
  /** Refunds part or all of a charge, once per idempotency key. */
  refund(input: { chargeId: string; amountCents: number; idempotencyKey: string }): Promise<Refund>;
  /** The balance an EBT card has, in cents. */
  ebtBalance(token: string): Promise<number>;
  /**
   * A $0 authorisation: asks the issuer whether the card can be charged, before it is saved. Throws
   * AppError('payment_required', …) when declined or expired and AppError('bad_request', …) for an unknown token.
   */
  verifyToken(token: string): Promise<CardDetails>;
  /** Keeps a wallet on file and returns the token to charge it by (a real processor exchanges the SDK's nonce). */
  vaultWallet(kind: WalletKind): Promise<string>;
  /** A short-lived token for the browser's payment SDK. */
  clientToken(): Promise<ClientToken>;
}
