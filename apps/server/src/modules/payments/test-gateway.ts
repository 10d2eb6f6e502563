import { randomBytes } from 'node:crypto';
import {
  and,
  type Database,
  eq,
  gte,
  sql,
  type Transaction,
  testGatewayCharges,
  testGatewayRefunds,
  testGatewayTokens,
} from '@pantry/db';
import {
  type CardBrand,
  type CardInput,
  checkCardInput,
  EBT_TEST_BALANCE_CENTS,
  formatDollars,
  isCardExpired,
  paymentMessages,
  testCardOutcome,
} from '@pantry/domain';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { queryPrepared } from '../../lib/sql.ts';
import type { CardDetails, Charge, ClientToken, PaymentGateway, Refund, WalletKind } from './gateway.ts';

/** Spec §9: 'Payment token and payment clients stale 6 hours'. */
export const CLIENT_TOKEN_SECONDS = 6 * 60 * 60;
/** A charge above $100,000 is a bug, not an order. */
const MAX_AMOUNT_CENTS = 10_000_000;

type FailureCode = 'card_declined' | 'expired_card' | 'insufficient_funds';
const failureMessages: Record<FailureCode, string> = {
  card_declined: paymentMessages.declined,
  expired_card: paymentMessages.expired,
  insufficient_funds: paymentMessages.insufficientEbtFunds,
};

/** Ids the way processors print them: a kind prefix and 144 random bits. */
function newId(prefix: string): string {
  return `${prefix}_${randomBytes(18).toString('base64url')}`;
}

function checkAmount(amountCents: number): void {
  if (!Number.isInteger(amountCents) || amountCents <= 0 || amountCents > MAX_AMOUNT_CENTS) {
    throw badRequest('The amount must be a whole number of cents above zero.');
  }
}

function checkKey(idempotencyKey: string): void {
  if (!idempotencyKey.trim()) throw badRequest('An idempotency key is required.');
}

/**
 * One holder of an idempotency key at a time (until the transaction ends), on PostgreSQL and PGlite alike: a
 * retried request waits for the first and then finds its result instead of racing it to a second row.
 */
async function lockKey(tx: Transaction, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

function failure(code: string | null): AppError {
  return new AppError('payment_required', failureMessages[code as FailureCode] ?? paymentMessages.declined);
}

type ChargeInput = { token: string; amountCents: number; idempotencyKey: string; description: string };
type ChargeRow = typeof testGatewayCharges.$inferSelect;
type TokenRow = Pick<
  typeof testGatewayTokens.$inferSelect,
  'token' | 'brand' | 'outcome' | 'expMonth' | 'expYear'
>;

/** A recorded charge as the processor answers it: a refused one is the card's error, again on every replay. */
function chargeOutcome(row: ChargeRow): Charge {
  if (row.status === 'failed') throw failure(row.failureCode);
  return { id: row.id, amountCents: row.amountCents, status: 'succeeded', refundedCents: row.refundedCents };
}

/**
 * The built-in gateway, behaving like a processor in test mode (see @pantry/domain testCards): it keeps its own
 * records in the test_gateway_* tables. Card numbers and security codes are checked, turned into an outcome and
 * dropped; only brand, last four digits and expiry are stored. Nothing here logs.
 */
export class TestPaymentGateway implements PaymentGateway {
  readonly name = 'test';

  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** What the browser's card form posts in test mode. Bad input is a 400 with the field's message. */
  async tokenize(input: CardInput): Promise<{ token: string; card: CardDetails & { brand: CardBrand } }> {
    const check = checkCardInput(input, this.now());
    if (!check.ok) throw badRequest(check.message);
    const { brand, last4, expMonth, expYear, number } = check.card;
    const token = newId('tok');
    await this.db.insert(testGatewayTokens).values({
      token,
      brand,
      last4,
      expMonth,
      expYear,
      outcome: testCardOutcome(number),
      ebtBalanceCents: brand === 'ebt' ? EBT_TEST_BALANCE_CENTS : null,
    });
    return { token, card: { brand, last4, expMonth, expYear } };
  }

  async describeToken(token: string): Promise<CardDetails | null> {
    const [row] = await this.db.select().from(testGatewayTokens).where(eq(testGatewayTokens.token, token));
    return row ? { brand: row.brand, last4: row.last4, expMonth: row.expMonth, expYear: row.expYear } : null;
  }

  async verifyToken(token: string): Promise<CardDetails> {
    const [row] = await this.db.select().from(testGatewayTokens).where(eq(testGatewayTokens.token, token));
    if (!row) throw badRequest(paymentMessages.unknownToken);
    const code = this.failureFor(row);
    if (code) throw failure(code);
    return { brand: row.brand, last4: row.last4, expMonth: row.expMonth, expYear: row.expYear };
  }

  async vaultWallet(kind: WalletKind): Promise<string> {
    const token = newId('tok');
    // Wallets have no card behind them to expire: 0/0 stands for "no expiry" (the columns are not nullable).
    await this.db
      .insert(testGatewayTokens)
      .values({ token, brand: kind, last4: '', expMonth: 0, expYear: 0, outcome: 'succeeds' });
    return token;
  }

  async clientToken(): Promise<ClientToken> {
    // Opaque and random: the test gateway has no SDK that would read it; a real processor signs its own.
    return { token: newId('ctok'), expiresAt: new Date(this.now().getTime() + CLIENT_TOKEN_SECONDS * 1000) };
  }

  /**
   * A card charge is two statements and no transaction: read the card, then record the charge unless its key has
   * one already (the unique key decides between concurrent retries). EBT moves a benefit balance as well, so it
   * takes the card's row lock in a transaction (chargeEbt).
   */
  async charge(input: ChargeInput): Promise<Charge> {
    checkAmount(input.amountCents);
    checkKey(input.idempotencyKey);
    const [card] = await queryPrepared<TokenRow>(
      this.db,
      sql`SELECT token, brand, outcome, exp_month AS "expMonth", exp_year AS "expYear"
            FROM test_gateway_tokens WHERE token = ${input.token}::text`,
    );
    if (!card) {
      return chargeOutcome(await this.replay(this.db, input, () => badRequest(paymentMessages.unknownToken)));
    }
    if (card.brand === 'ebt') return this.chargeEbt(input);
    const failureCode = this.failureFor(card);
    const [inserted] = await this.db
      .insert(testGatewayCharges)
      .values(this.chargeRow(input, failureCode))
      .onConflictDoNothing({ target: testGatewayCharges.idempotencyKey })
      .returning();
    return chargeOutcome(inserted ?? (await this.replay(this.db, input)));
  }

  async findCharge(idempotencyKey: string): Promise<Charge | null> {
    const [row] = await this.db
      .select()
      .from(testGatewayCharges)
      .where(eq(testGatewayCharges.idempotencyKey, idempotencyKey));
    return row?.status === 'succeeded' ? chargeOutcome(row) : null;
  }

  /** The charge this key recorded before, if any; refused when it was for another card or amount. */
  private async recorded(db: Database | Transaction, input: ChargeInput): Promise<ChargeRow | null> {
    const [previous] = await db
      .select()
      .from(testGatewayCharges)
      .where(eq(testGatewayCharges.idempotencyKey, input.idempotencyKey));
    if (previous && (previous.token !== input.token || previous.amountCents !== input.amountCents)) {
      throw new AppError('conflict', 'This idempotency key was already used for a different charge.');
    }
    return previous ?? null;
  }

  /** The charge this key recorded before (see `recorded`); `missing` when there is none. */
  private async replay(
    db: Database | Transaction,
    input: ChargeInput,
    missing: () => Error = () => new Error('charge key conflict without a charge'),
  ): Promise<ChargeRow> {
    const previous = await this.recorded(db, input);
    if (!previous) throw missing();
    return previous;
  }

  private chargeRow(
    input: ChargeInput,
    failureCode: FailureCode | null,
  ): typeof testGatewayCharges.$inferInsert {
    return {
      id: newId('ch'),
      token: input.token,
      amountCents: input.amountCents,
      status: failureCode ? ('failed' as const) : ('succeeded' as const),
      failureCode,
      idempotencyKey: input.idempotencyKey,
      description: input.description,
    };
  }

  private async chargeEbt(input: ChargeInput): Promise<Charge> {
    const row = await this.db.transaction(async (tx) => {
      await lockKey(tx, `charge:${input.idempotencyKey}`);
      const previous = await this.recorded(tx, input);
      if (previous) return previous;
      const [card] = await tx
        .select()
        .from(testGatewayTokens)
        .where(eq(testGatewayTokens.token, input.token))
        .for('update');
      if (!card) throw badRequest(paymentMessages.unknownToken);
      let failureCode = this.failureFor(card);
      if (!failureCode) {
        const taken = await tx
          .update(testGatewayTokens)
          .set({ ebtBalanceCents: sql`${testGatewayTokens.ebtBalanceCents} - ${input.amountCents}` })
          .where(
            and(
              eq(testGatewayTokens.token, card.token),
              gte(testGatewayTokens.ebtBalanceCents, input.amountCents),
            ),
          )
          .returning({ token: testGatewayTokens.token });
        if (taken.length === 0) failureCode = 'insufficient_funds';
      }
      // A refused charge is recorded too, as a processor's dashboard shows it; replaying its key refuses again.
      const [charge] = await tx
        .insert(testGatewayCharges)
        .values(this.chargeRow(input, failureCode))
        .returning();
      return charge!;
    });
    return chargeOutcome(row);
  }

  async refund(input: { chargeId: string; amountCents: number; idempotencyKey: string }): Promise<Refund> {
    checkAmount(input.amountCents);
    checkKey(input.idempotencyKey);
    return this.db.transaction(async (tx) => {
      await lockKey(tx, `refund:${input.idempotencyKey}`);
      const [previous] = await tx
        .select()
        .from(testGatewayRefunds)
        .where(eq(testGatewayRefunds.idempotencyKey, input.idempotencyKey));
      if (previous) {
        if (previous.chargeId !== input.chargeId || previous.amountCents !== input.amountCents) {
          throw new AppError('conflict', 'This idempotency key was already used for a different refund.');
        }
        return { id: previous.id, chargeId: previous.chargeId, amountCents: previous.amountCents };
      }
      // The row lock makes concurrent refunds of one charge take turns, so together they never exceed it.
      const [charge] = await tx
        .select()
        .from(testGatewayCharges)
        .where(eq(testGatewayCharges.id, input.chargeId))
        .for('update');
      if (!charge) throw notFound('Charge not found.');
      if (charge.status !== 'succeeded') throw badRequest('A failed charge cannot be refunded.');
      const left = charge.amountCents - charge.refundedCents;
      if (input.amountCents > left) {
        throw badRequest(
          `The refund of ${formatDollars(input.amountCents)} is more than the ${formatDollars(left)} left on this charge.`,
        );
      }
      await tx
        .update(testGatewayCharges)
        .set({ refundedCents: charge.refundedCents + input.amountCents })
        .where(eq(testGatewayCharges.id, charge.id));
      // An EBT refund goes back onto the card's benefit balance.
      await tx
        .update(testGatewayTokens)
        .set({ ebtBalanceCents: sql`${testGatewayTokens.ebtBalanceCents} + ${input.amountCents}` })
        .where(and(eq(testGatewayTokens.token, charge.token), eq(testGatewayTokens.brand, 'ebt')));
      const id = newId('re');
      await tx.insert(testGatewayRefunds).values({
        id,
        chargeId: charge.id,
        amountCents: input.amountCents,
        idempotencyKey: input.idempotencyKey,
      });
      return { id, chargeId: charge.id, amountCents: input.amountCents };
    });
  }

  async ebtBalance(token: string): Promise<number> {
    const [row] = await this.db.select().from(testGatewayTokens).where(eq(testGatewayTokens.token, token));
    if (!row) throw badRequest(paymentMessages.unknownToken);
    if (row.brand !== 'ebt') throw badRequest(paymentMessages.notEbtCard);
    return row.ebtBalanceCents ?? 0;
  }

  /** The issuer's answer: the test card's outcome, or expired once its printed month has passed. */
  private failureFor(row: TokenRow): FailureCode | null {
    if (row.outcome === 'declined') return 'card_declined';
    if (row.outcome === 'expired' || isCardExpired(row.expMonth, row.expYear, this.now()))
      return 'expired_card';
    return null;
  }
}
