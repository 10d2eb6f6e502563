import { accounts, eq } from '@pantry/db';
import { ebtBalanceSchema, paymentClientTokenSchema, savedCardSchema } from '@pantry/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper.ts';
import { type Shopper, saveCard, send, signIn, tokenize } from './test-support.ts';

const t = useTestApp();

const addType = (shopper: Shopper, json: Record<string, unknown>) =>
  send(t.app, 'POST', '/account/payment-type', { shopper, json });

async function added(shopper: Shopper, json: Record<string, unknown>) {
  const response = await addType(shopper, json);
  expect(response.statusCode, response.body).toBe(200);
  return savedCardSchema.parse(response.json()).card;
}

describe('POST /api/v1/account/payment-type', () => {
  it('adds PayPal and Apple Pay once each; saving again returns the same method', async () => {
    const shopper = await signIn(t);
    const paypal = await added(shopper, { payment_type: 'paypal' });
    expect(paypal).toMatchObject({
      cc_type: 'paypal',
      cc_label: 'PayPal',
      payment_type: 'paypal',
      last4: null,
      exp_month: null,
      expired: false,
      is_default: false,
      billing_address: null,
      payment_verification: { status: 'not_required', verified_at: null },
    });
    expect((await added(shopper, { payment_type: 'paypal' })).id).toBe(paypal.id);
    const applepay = await added(shopper, { payment_type: 'applepay' });
    expect(applepay).toMatchObject({ cc_label: 'Apple Pay', payment_type: 'applepay' });
    // The wallet's token is the gateway's, so checkout charges it like a card.
    const charge = await t.app.paymentGateway.charge({
      token: paypal.token,
      amountCents: 1234,
      idempotencyKey: `paypal-${paypal.id}`,
      description: '',
    });
    expect(charge.status).toBe('succeeded');
  });

  it("Google Pay needs present payment methods, else 'Google Pay not available'; androidpay is Google Pay", async () => {
    const shopper = await signIn(t);
    const refused = await addType(shopper, { payment_type: 'googlepay' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      success: false,
      errors: 'Google Pay not available',
      code: 'bad_request',
    });
    const form = await send(t.app, 'POST', '/account/payment-type', {
      shopper,
      form: 'payment_type=androidpay&has_present_methods=true',
    });
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json().card).toMatchObject({ payment_type: 'googlepay', cc_label: 'Google Pay' });
    const again = await added(shopper, { payment_type: 'GooglePay', has_present_methods: true });
    expect(again.id).toBe(form.json().card.id);
  });

  it('adds an EBT card by its gateway token; a new EBT card replaces the old one', async () => {
    const shopper = await signIn(t);
    const token = await tokenize(t.app, '5077000000000007', '');
    const ebt = await added(shopper, { payment_type: 'ebt', token });
    expect(ebt).toMatchObject({
      token,
      cc_type: 'ebt',
      cc_label: 'EBT card ending in 0007',
      last4: '0007',
      payment_type: 'ebt',
      is_default: false,
      payment_verification: { status: 'verified' },
    });
    expect((await added(shopper, { payment_type: 'ebt', token })).id).toBe(ebt.id);
    const next = await added(shopper, {
      payment_type: 'ebt',
      token: await tokenize(t.app, '5077000000000007', ''),
    });
    const all = (await send(t.app, 'GET', '/account/cc?all=1&is_checkout=true', { shopper })).json().cards;
    expect(all.map((card: { id: number }) => card.id)).toEqual([next.id]);
  });

  it('refuses an EBT payment type without an EBT card, and unknown types', async () => {
    const shopper = await signIn(t);
    const visa = await addType(shopper, {
      payment_type: 'ebt',
      token: await tokenize(t.app, '4242424242424242'),
    });
    expect([visa.statusCode, visa.json().errors]).toEqual([400, 'This is not an EBT card.']);
    const none = await addType(shopper, { payment_type: 'ebt' });
    expect([none.statusCode, none.json().errors]).toEqual([
      400,
      'Invalid token: is required for an EBT card',
    ]);
    const unknown = await addType(shopper, { payment_type: 'bitcoin' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toBe(
      'Invalid payment_type: must be one of paypal, googlepay, applepay, ebt, androidpay',
    );
  });

  it('lists payment types only at checkout (is_checkout=true), and never makes one the default', async () => {
    const shopper = await signIn(t);
    const card = (await saveCard(t.app, shopper, '4242424242424242')).json().card;
    const paypal = await added(shopper, { payment_type: 'paypal' });
    const cardsOnly = (await send(t.app, 'GET', '/account/cc', { shopper })).json().cards;
    expect(cardsOnly.map((c: { id: number }) => c.id)).toEqual([card.id]);
    const checkout = (await send(t.app, 'GET', '/account/cc?is_checkout=true', { shopper })).json().cards;
    expect(checkout.map((c: { id: number }) => c.id)).toEqual([card.id, paypal.id]);
    const refused = await send(t.app, 'PUT', `/account/cc/${paypal.id}/default`, { shopper });
    expect([refused.statusCode, refused.json().errors]).toEqual([
      400,
      'Only a card can be the default payment method.',
    ]);
    expect((await send(t.app, 'DELETE', `/account/cc/${paypal.id}`, { shopper })).statusCode).toBe(200);
  });
});

describe('GET /api/v1/account/ebt_balance', () => {
  it('answers 200 with card null and no balance when no EBT card is saved (a SNAP shopper before adding one)', async () => {
    const shopper = await signIn(t);
    const missing = await send(t.app, 'GET', '/account/ebt_balance', { shopper });
    expect(missing.statusCode).toBe(200);
    expect(ebtBalanceSchema.parse(missing.json())).toEqual({ success: true, card: null });
    expect(missing.json()).not.toHaveProperty('balance');
  });

  it('answers the saved EBT card and its balance in dollars ($125.00 for the test card), less what it paid', async () => {
    const shopper = await signIn(t);
    const ebt = await added(shopper, {
      payment_type: 'ebt',
      token: await tokenize(t.app, '5077000000000007', ''),
    });
    const response = await send(t.app, 'GET', '/account/ebt_balance', { shopper });
    expect(response.statusCode).toBe(200);
    const body = ebtBalanceSchema.parse(response.json());
    expect(body.balance).toBe(125);
    expect(body.card).toMatchObject({ id: ebt.id, payment_type: 'ebt', last4: '0007' });
    const charge = await t.app.paymentGateway.charge({
      token: ebt.token,
      amountCents: 1050,
      idempotencyKey: 'ebt-1',
      description: '',
    });
    expect((await send(t.app, 'GET', '/account/ebt_balance', { shopper })).json().balance).toBe(114.5);
    await t.app.paymentGateway.refund({
      chargeId: charge.id,
      amountCents: 1050,
      idempotencyKey: 'ebt-1:back',
    });
    expect((await send(t.app, 'GET', '/account/ebt_balance', { shopper })).json().balance).toBe(125);
  });
});

describe('GET /api/v1/token/payment', () => {
  it('gives a client token for the payment SDK, cacheable privately for 6 hours, even to a visitor', async () => {
    const response = await send(t.app, 'GET', '/token/payment');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=21600');
    const body = paymentClientTokenSchema.parse(response.json());
    expect(body.token).toMatch(/^ctok_/);
    const hours = (Date.parse(body.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(5.99);
    expect(hours).toBeLessThanOrEqual(6);
    const shopper = await signIn(t);
    const signedIn = await send(t.app, 'GET', '/token/payment', { shopper });
    expect(signedIn.json().token).not.toBe(body.token);
  });

  it('answers 406 to a banned account, as every payment fetch does', async () => {
    const shopper = await signIn(t);
    await t.db.update(accounts).set({ isBanned: true }).where(eq(accounts.id, shopper.accountId));
    for (const url of ['/token/payment', '/account/ebt_balance']) {
      const response = await send(t.app, 'GET', url, { shopper });
      expect(response.statusCode, url).toBe(406);
    }
    expect((await addType(shopper, { payment_type: 'paypal' })).statusCode).toBe(406);
  });
});
