import { eq, testGatewayCharges, testGatewayRefunds } from '@pantry/db';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { useTestApp } from '../../test/helper.ts';
import { TestPaymentGateway } from './test-gateway.ts';
import { tokenize } from './test-support.ts';

const t = useTestApp();
const gateway = () => t.app.paymentGateway;
let keys = 0;
const key = () => `test-key-${++keys}`;

async function refusedWith(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const chargeRows = (idempotencyKey: string) =>
  t.db.select().from(testGatewayCharges).where(eq(testGatewayCharges.idempotencyKey, idempotencyKey));

describe('TestPaymentGateway.charge', () => {
  it('charges 4242424242424242', async () => {
    const token = await tokenize(t.app, '4242424242424242');
    const charge = await gateway().charge({
      token,
      amountCents: 4599,
      idempotencyKey: key(),
      description: 'Order 1',
    });
    expect(charge).toEqual({
      id: expect.stringMatching(/^ch_/),
      amountCents: 4599,
      status: 'succeeded',
      refundedCents: 0,
    });
    const [row] = await t.db.select().from(testGatewayCharges).where(eq(testGatewayCharges.id, charge.id));
    expect(row).toMatchObject({
      token,
      amountCents: 4599,
      status: 'succeeded',
      refundedCents: 0,
      description: 'Order 1',
    });
  });

  it('the same idempotency key returns the same charge and never makes a second row, even at once', async () => {
    const token = await tokenize(t.app, '4242424242424242');
    const idempotencyKey = key();
    const input = { token, amountCents: 1000, idempotencyKey, description: 'Order 2' };
    const first = await gateway().charge(input);
    const again = await gateway().charge(input);
    const together = await Promise.all([1, 2, 3, 4].map(() => gateway().charge(input)));
    expect(again.id).toBe(first.id);
    for (const charge of together) expect(charge.id).toBe(first.id);
    expect(await chargeRows(idempotencyKey)).toHaveLength(1);
  });

  it('refuses to reuse a key for a different charge', async () => {
    const token = await tokenize(t.app, '4242424242424242');
    const idempotencyKey = key();
    await gateway().charge({ token, amountCents: 1000, idempotencyKey, description: '' });
    const error = await refusedWith(
      gateway().charge({ token, amountCents: 2000, idempotencyKey, description: '' }),
    );
    expect(error.code).toBe('conflict');
  });

  it("4000000000000002 is declined: 402 'Your card was declined.', recorded as failed, refused again on replay", async () => {
    const token = await tokenize(t.app, '4000000000000002');
    const idempotencyKey = key();
    const input = { token, amountCents: 1000, idempotencyKey, description: '' };
    const error = await refusedWith(gateway().charge(input));
    expect(error).toMatchObject({
      code: 'payment_required',
      status: 402,
      message: 'Your card was declined.',
    });
    const replay = await refusedWith(gateway().charge(input));
    expect(replay.message).toBe('Your card was declined.');
    const rows = await chargeRows(idempotencyKey);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'failed', failureCode: 'card_declined' });
  });

  it("4000000000000069 is expired: 'Your card has expired.'", async () => {
    const token = await tokenize(t.app, '4000000000000069');
    const idempotencyKey = key();
    const error = await refusedWith(
      gateway().charge({ token, amountCents: 500, idempotencyKey, description: '' }),
    );
    expect(error).toMatchObject({ code: 'payment_required', message: 'Your card has expired.' });
    expect((await chargeRows(idempotencyKey))[0]).toMatchObject({
      status: 'failed',
      failureCode: 'expired_card',
    });
  });

  it('a card whose printed month has passed is expired too', async () => {
    const token = await tokenize(t.app, '4242424242424242');
    const later = new TestPaymentGateway(t.db, () => new Date(Date.UTC(new Date().getFullYear() + 5, 0, 15)));
    const error = await refusedWith(
      later.charge({ token, amountCents: 500, idempotencyKey: key(), description: '' }),
    );
    expect(error.message).toBe('Your card has expired.');
    expect((await refusedWith(later.verifyToken(token))).message).toBe('Your card has expired.');
  });

  it('refuses an unknown token, a zero amount and a missing key', async () => {
    const token = await tokenize(t.app, '4242424242424242');
    const unknown = await refusedWith(
      gateway().charge({ token: 'tok_nope', amountCents: 100, idempotencyKey: key(), description: '' }),
    );
    expect(unknown).toMatchObject({ code: 'bad_request', message: 'Unknown payment token.' });
    const zero = await refusedWith(
      gateway().charge({ token, amountCents: 0, idempotencyKey: key(), description: '' }),
    );
    expect(zero.code).toBe('bad_request');
    const noKey = await refusedWith(
      gateway().charge({ token, amountCents: 100, idempotencyKey: ' ', description: '' }),
    );
    expect(noKey.code).toBe('bad_request');
  });
});

describe('TestPaymentGateway.refund', () => {
  it('refunds up to what is left of the charge, once per key', async () => {
    const token = await tokenize(t.app, '4242424242424242');
    const charge = await gateway().charge({
      token,
      amountCents: 5000,
      idempotencyKey: key(),
      description: '',
    });
    const idempotencyKey = key();
    const refund = await gateway().refund({ chargeId: charge.id, amountCents: 2000, idempotencyKey });
    expect(refund).toEqual({ id: expect.stringMatching(/^re_/), chargeId: charge.id, amountCents: 2000 });
    const replay = await gateway().refund({ chargeId: charge.id, amountCents: 2000, idempotencyKey });
    expect(replay.id).toBe(refund.id);

    const over = await refusedWith(
      gateway().refund({ chargeId: charge.id, amountCents: 3001, idempotencyKey: key() }),
    );
    expect(over).toMatchObject({
      code: 'bad_request',
      message: 'The refund of $30.01 is more than the $30.00 left on this charge.',
    });
    await gateway().refund({ chargeId: charge.id, amountCents: 3000, idempotencyKey: key() });
    const none = await refusedWith(
      gateway().refund({ chargeId: charge.id, amountCents: 1, idempotencyKey: key() }),
    );
    expect(none.message).toBe('The refund of $0.01 is more than the $0.00 left on this charge.');

    const [row] = await t.db.select().from(testGatewayCharges).where(eq(testGatewayCharges.id, charge.id));
    expect(row?.refundedCents).toBe(5000);
    const refunds = await t.db
      .select()
      .from(testGatewayRefunds)
      .where(eq(testGatewayRefunds.chargeId, charge.id));
    expect(refunds.map((r) => r.amountCents).sort()).toEqual([2000, 3000]);
  });

  it('refuses an unknown charge and a failed one', async () => {
    const missing = await refusedWith(
      gateway().refund({ chargeId: 'ch_nope', amountCents: 1, idempotencyKey: key() }),
    );
    expect(missing.code).toBe('not_found');
    const token = await tokenize(t.app, '4000000000000002');
    const idempotencyKey = key();
    await refusedWith(gateway().charge({ token, amountCents: 100, idempotencyKey, description: '' }));
    const [failed] = await chargeRows(idempotencyKey);
    const error = await refusedWith(
      gateway().refund({ chargeId: failed!.id, amountCents: 100, idempotencyKey: key() }),
    );
    expect(error.message).toBe('A failed charge cannot be refunded.');
  });
});

describe('TestPaymentGateway EBT, tokens and client tokens', () => {
  it('an EBT card starts at $125.00; charges take from it, refunds give back, overdrafts are refused', async () => {
    const token = await tokenize(t.app, '5077000000000007', '');
    expect(await gateway().ebtBalance(token)).toBe(12_500);
    const charge = await gateway().charge({
      token,
      amountCents: 2000,
      idempotencyKey: key(),
      description: '',
    });
    expect(await gateway().ebtBalance(token)).toBe(10_500);
    const over = await refusedWith(
      gateway().charge({ token, amountCents: 10_501, idempotencyKey: key(), description: '' }),
    );
    expect(over).toMatchObject({
      code: 'payment_required',
      message: 'Your EBT card does not have enough funds.',
    });
    await gateway().refund({ chargeId: charge.id, amountCents: 500, idempotencyKey: key() });
    expect(await gateway().ebtBalance(token)).toBe(11_000);
  });

  it('has no EBT balance for a credit card or an unknown token', async () => {
    const visa = await tokenize(t.app, '4242424242424242');
    expect((await refusedWith(gateway().ebtBalance(visa))).message).toBe('This is not an EBT card.');
    expect((await refusedWith(gateway().ebtBalance('tok_nope'))).message).toBe('Unknown payment token.');
  });

  it('describes a token (or null), and verifies it like a $0 authorisation', async () => {
    const token = await tokenize(t.app, '6011111111111117');
    const details = { brand: 'discover', last4: '1117', expMonth: 12, expYear: new Date().getFullYear() + 3 };
    expect(await gateway().describeToken(token)).toEqual(details);
    expect(await gateway().describeToken('tok_nope')).toBeNull();
    expect(await gateway().verifyToken(token)).toEqual(details);
    const declined = await tokenize(t.app, '4000000000000002');
    expect((await refusedWith(gateway().verifyToken(declined))).status).toBe(402);
    expect((await refusedWith(gateway().verifyToken('tok_nope'))).status).toBe(400);
  });

  it('vaults wallets (chargeable, never expiring) and hands out 6-hour client tokens', async () => {
    const token = await gateway().vaultWallet('paypal');
    expect(await gateway().describeToken(token)).toEqual({
      brand: 'paypal',
      last4: '',
      expMonth: 0,
      expYear: 0,
    });
    const charge = await gateway().charge({
      token,
      amountCents: 100,
      idempotencyKey: key(),
      description: '',
    });
    expect(charge.status).toBe('succeeded');
    const before = Date.now();
    const client = await gateway().clientToken();
    expect(client.token).toMatch(/^ctok_/);
    expect(client.expiresAt.getTime() - before).toBeGreaterThanOrEqual(6 * 3600 * 1000 - 1000);
    expect(client.expiresAt.getTime() - before).toBeLessThanOrEqual(6 * 3600 * 1000 + 1000);
  });
});
