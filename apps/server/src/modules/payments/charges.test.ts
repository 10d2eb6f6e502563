import { eq, type PaymentPurpose, paymentIntents, sql, testGatewayCharges } from '@pantry/db';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { useTestApp } from '../../test/helper.ts';
import { createPayments, RECONCILE_AFTER_MS } from './charges.ts';
import type { PaymentGateway } from './gateway.ts';
import { tokenize } from './test-support.ts';

/**
 * The payment primitive's rules, once for every flow that takes money: a key charges once, a decline keeps
 * nothing, a failed record gives the money and the hold back, and a request that died between the charge and the
 * record is refunded by the reconciliation job.
 */

const t = useTestApp();
const quiet = { info() {}, warn() {}, error() {} };
let keys = 0;
const newKey = () => `primitive-test:${++keys}`;

/** A primitive whose 'membership_join' purpose records releases in `released`, as a module's hold would. */
function primitive(gateway: PaymentGateway = t.app.paymentGateway) {
  const payments = createPayments({ db: t.db, gateway, log: quiet });
  const released: unknown[] = [];
  payments.onRelease('membership_join' satisfies PaymentPurpose, async (_tx, hold) => {
    released.push(hold);
  });
  return { payments, released };
}

function request(key: string, token: string, amountCents = 1500, held: Record<string, unknown> = {}) {
  return {
    key,
    purpose: 'membership_join' as const,
    subjectId: 1,
    accountId: null,
    description: 'primitive test',
    parts: [{ token, amountCents }],
    hold: { data: held, write: async () => {} },
  };
}

const intentOf = async (key: string) =>
  (await t.db.select().from(paymentIntents).where(eq(paymentIntents.key, key)))[0];
const chargesOf = (token: string) =>
  t.db.select().from(testGatewayCharges).where(eq(testGatewayCharges.token, token));

describe('payments.pay', () => {
  it('records the intent before the charge and marks it recorded with its charge, in the record transaction', async () => {
    const { payments } = primitive();
    const token = await tokenize(t.app, '4242424242424242');
    const key = newKey();
    const seenPending: string[] = [];
    const result = await payments.pay(request(key, token), async (tx, charges) => {
      // Read in the record's own transaction (PGlite has one connection, held by it).
      const [inside] = await tx.select().from(paymentIntents).where(eq(paymentIntents.key, key));
      seenPending.push(inside!.state);
      return charges.map((c) => c.charge.amountCents);
    });
    expect(result).toMatchObject({ kind: 'recorded', value: [1500] });
    expect(seenPending).toEqual(['pending']);
    const intent = await intentOf(key);
    expect(intent).toMatchObject({ state: 'recorded', amountCents: 1500, purpose: 'membership_join' });
    expect(intent!.parts[0]!.charge_id).toBe((await chargesOf(token))[0]!.id);
  });

  it('charges a key once: a second call answers what the first settled, with no second charge', async () => {
    const { payments } = primitive();
    const token = await tokenize(t.app, '4242424242424242');
    const key = newKey();
    const [first, second] = await Promise.all([
      payments.pay(request(key, token), async () => 'first'),
      payments.pay(request(key, token), async () => 'second'),
    ]);
    const kinds = [first.kind, second.kind].sort();
    expect(kinds).toEqual(['recorded', 'settled-before']);
    expect(await chargesOf(token)).toHaveLength(1);
  });

  it('a declined card keeps nothing: the intent is declined, the hold released, and a replay declines again', async () => {
    const { payments, released } = primitive();
    const token = await tokenize(t.app, '4000000000000002');
    const key = newKey();
    let recorded = false;
    const record = async () => {
      recorded = true;
    };
    const refused = await payments.pay(request(key, token, 1500, { units: 2 }), record).catch((e) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused.message).toBe('Your card was declined.');
    expect(recorded).toBe(false);
    expect(released).toEqual([{ units: 2 }]);
    expect(await intentOf(key)).toMatchObject({ state: 'declined', lastError: 'Your card was declined.' });
    await expect(payments.pay(request(key, token), record)).rejects.toThrow('Your card was declined.');
    expect(released).toHaveLength(1);
  });

  it('a failed hold charges nothing and leaves no intent', async () => {
    const { payments } = primitive();
    const token = await tokenize(t.app, '4242424242424242');
    const key = newKey();
    const holdRefused = {
      ...request(key, token),
      hold: {
        data: {},
        write: async () => {
          throw new AppError('conflict', 'sold out');
        },
      },
    };
    await expect(payments.pay(holdRefused, async () => 'never')).rejects.toThrow('sold out');
    expect(await chargesOf(token)).toHaveLength(0);
    expect(await intentOf(key)).toBeUndefined();
  });

  it('a record that fails after the charge refunds it in full, releases the hold, and rethrows', async () => {
    const { payments, released } = primitive();
    const token = await tokenize(t.app, '4242424242424242');
    const key = newKey();
    const failing = payments.pay(request(key, token, 2500, { held: true }), async () => {
      throw new Error('the order could not be written');
    });
    await expect(failing).rejects.toThrow('the order could not be written');
    const [charge] = await chargesOf(token);
    expect(charge).toMatchObject({ amountCents: 2500, refundedCents: 2500 });
    expect(released).toEqual([{ held: true }]);
    expect(await intentOf(key)).toMatchObject({ state: 'refunded' });
    // The key is spent: a retry does not charge it again.
    const again = await payments.pay(request(key, token, 2500), async () => 'late');
    expect(again).toEqual({ kind: 'settled-before', state: 'refunded' });
    expect((await chargesOf(token))[0]!.refundedCents).toBe(2500);
  });

  it('a record that committed but whose answer was lost keeps its charge: the recorded intent is never refunded', async () => {
    const { payments, released } = primitive();
    const token = await tokenize(t.app, '4242424242424242');
    const key = newKey();
    const lost = payments.pay(request(key, token, 1200, { held: true }), {
      writers: () => [],
      recorded: sql`true`,
      read: () => {
        throw new Error('Connection terminated unexpectedly');
      },
    });
    await expect(lost).rejects.toThrow('Connection terminated unexpectedly');
    expect(await intentOf(key)).toMatchObject({ state: 'recorded' });
    expect((await chargesOf(token))[0]).toMatchObject({ amountCents: 1200, refundedCents: 0 });
    expect(released).toEqual([]);
  });

  it('a refund that fails leaves the intent refunding, and the reconciliation job finishes it', async () => {
    const flaky: PaymentGateway = Object.create(t.app.paymentGateway);
    flaky.refund = async () => {
      throw new Error('processor unreachable');
    };
    const { payments } = primitive(flaky);
    const token = await tokenize(t.app, '4242424242424242');
    const key = newKey();
    const failing = payments.pay(request(key, token, 1300, { held: true }), async () => {
      throw new Error('the record failed');
    });
    await expect(failing).rejects.toThrow('processor unreachable');
    expect(await intentOf(key)).toMatchObject({ state: 'refunding' });
    const job = primitive();
    expect(await job.payments.reconcile(new Date(Date.now() + RECONCILE_AFTER_MS + 1000))).toMatchObject({
      refunded: 1,
    });
    expect(await intentOf(key)).toMatchObject({ state: 'refunded' });
    expect((await chargesOf(token))[0]).toMatchObject({ refundedCents: 1300 });
    expect(job.released).toEqual([{ held: true }]);
  });

  it('a retryable key whose attempt was refunded opens a new attempt with its own charge', async () => {
    const { payments } = primitive();
    const token = await tokenize(t.app, '4242424242424242');
    const key = newKey();
    await payments
      .pay({ ...request(key, token), retryable: true }, async () => {
        throw new Error('first attempt fails');
      })
      .catch(() => undefined);
    const second = await payments.pay({ ...request(key, token), retryable: true }, async () => 'second');
    expect(second).toMatchObject({ kind: 'recorded', value: 'second' });
    expect(await intentOf(`${key}#2`)).toMatchObject({ state: 'recorded' });
    const charges = await chargesOf(token);
    expect(charges.map((c) => c.refundedCents).sort()).toEqual([0, 1500]);
  });
});

describe('payments.reconcile', () => {
  /**
   * What a request that died between the charge and the record leaves: a pending intent (with its hold) and, when
   * it got that far, the processor's charge under the part's key. The killed-process test does it for real.
   */
  async function leftByDeadRequest(options: {
    charged: boolean;
    reconcileAfter: Date;
    amountCents?: number;
  }) {
    const token = await tokenize(t.app, '4242424242424242');
    const key = newKey();
    const amountCents = options.amountCents ?? 700;
    await t.db.insert(paymentIntents).values({
      key,
      purpose: 'membership_join',
      subjectId: 1,
      amountCents,
      parts: [{ token, amount_cents: amountCents, key: `${key}:0` }],
      hold: { left: key },
      reconcileAfter: options.reconcileAfter,
    });
    if (options.charged) {
      await t.app.paymentGateway.charge({ token, amountCents, idempotencyKey: `${key}:0`, description: 'x' });
    }
    return { token, key };
  }

  it('leaves a young pending intent to its request, then refunds it once (two workers racing) and releases its hold', async () => {
    const { payments, released } = primitive();
    const now = new Date();
    const { token, key } = await leftByDeadRequest({
      charged: true,
      reconcileAfter: new Date(now.getTime() + RECONCILE_AFTER_MS),
    });
    expect(await payments.reconcile(now)).toEqual({ refunded: 0, abandoned: 0, failed: 0 });
    const later = new Date(now.getTime() + RECONCILE_AFTER_MS + 1000);
    const other = primitive().payments;
    const [a, b] = await Promise.all([payments.reconcile(later), other.reconcile(later)]);
    expect(a.refunded + b.refunded).toBe(1);
    expect((await chargesOf(token))[0]).toMatchObject({ amountCents: 700, refundedCents: 700 });
    expect(await intentOf(key)).toMatchObject({ state: 'refunded' });
    expect(released.length + (a.refunded ? 0 : 1)).toBe(1);
    // Run again much later: nothing left to do, nothing refunded twice.
    const muchLater = new Date(now.getTime() + 3 * RECONCILE_AFTER_MS);
    expect(await payments.reconcile(muchLater)).toMatchObject({ refunded: 0, abandoned: 0 });
  });

  it('marks a pending intent whose charge never happened abandoned, and releases its hold', async () => {
    const { payments, released } = primitive();
    const { token, key } = await leftByDeadRequest({
      charged: false,
      reconcileAfter: new Date(Date.now() - 1000),
    });
    expect(await payments.reconcile(new Date())).toMatchObject({ abandoned: 1, refunded: 0 });
    expect(await intentOf(key)).toMatchObject({ state: 'abandoned' });
    expect(released).toEqual([{ left: key }]);
    expect(await chargesOf(token)).toHaveLength(0);
  });

  it('tries again next run when the processor cannot be reached', async () => {
    const broken: PaymentGateway = Object.create(t.app.paymentGateway);
    broken.findCharge = async () => {
      throw new Error('processor unreachable');
    };
    const { payments } = primitive(broken);
    const { key } = await leftByDeadRequest({ charged: true, reconcileAfter: new Date(Date.now() - 1000) });
    expect(await payments.reconcile(new Date())).toMatchObject({ failed: 1 });
    expect(await intentOf(key)).toMatchObject({ state: 'pending' });
    expect(await primitive().payments.reconcile(new Date(Date.now() + 2 * RECONCILE_AFTER_MS))).toMatchObject(
      {
        refunded: 1,
      },
    );
  });
});
