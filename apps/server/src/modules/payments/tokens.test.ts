import { eq, testGatewayTokens } from '@pantry/db';
import { gatewayTokenSchema, paymentMessages } from '@pantry/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper.ts';
import { send } from './test-support.ts';

const t = useTestApp();
const year = new Date().getFullYear() + 2;

const post = (json: Record<string, unknown>) => send(t.app, 'POST', '/payment-gateway/test/tokens', { json });
const card = (patch: Record<string, unknown> = {}) => ({
  number: '4242424242424242',
  exp_month: 12,
  exp_year: year,
  cvc: '123',
  ...patch,
});

async function refusal(patch: Record<string, unknown>) {
  const response = await post(card(patch));
  expect(response.statusCode, JSON.stringify(patch)).toBe(400);
  const body = response.json();
  expect(body).toMatchObject({ success: false, code: 'bad_request' });
  return body.errors as string;
}

describe('POST /api/v1/payment-gateway/test/tokens', () => {
  it('turns a card into a token without a session, keeping brand, last4 and expiry only', async () => {
    const response = await post(card());
    expect(response.statusCode).toBe(200);
    const body = gatewayTokenSchema.parse(response.json());
    expect(body).toMatchObject({
      success: true,
      cc_type: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: year,
    });
    expect(body.token).toMatch(/^tok_[\w-]{24}$/);
    const [row] = await t.db.select().from(testGatewayTokens).where(eq(testGatewayTokens.token, body.token));
    expect(row).toMatchObject({
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: year,
      outcome: 'succeeds',
    });
    expect(row?.ebtBalanceCents).toBeNull();
  });

  it('accepts a form-encoded post with spaces in the number and a two-digit year', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment-gateway/test/tokens',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `number=5555+5555+5555+4444&exp_month=03&exp_year=${String(year).slice(2)}&cvc=321`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      cc_type: 'mastercard',
      last4: '4444',
      exp_month: 3,
      exp_year: year,
    });
  });

  it('tokenises the declined and expired test cards too: the issuer refuses them at charge time', async () => {
    const declined = (await post(card({ number: '4000000000000002' }))).json();
    const expired = (await post(card({ number: '4000000000000069' }))).json();
    const rows = await t.db.select().from(testGatewayTokens);
    expect(rows.find((row) => row.token === declined.token)?.outcome).toBe('declined');
    expect(rows.find((row) => row.token === expired.token)?.outcome).toBe('expired');
  });

  it('knows every brand, and EBT cards (no security code) carry the $125.00 test balance', async () => {
    expect((await post(card({ number: '378282246310005', cvc: '1234' }))).json().cc_type).toBe(
      'american express',
    );
    expect((await post(card({ number: '6011111111111117' }))).json().cc_type).toBe('discover');
    const ebt = await post({ number: '5077000000000007', exp_month: 12, exp_year: year });
    expect(ebt.json()).toMatchObject({ cc_type: 'ebt', last4: '0007' });
    const [row] = await t.db
      .select()
      .from(testGatewayTokens)
      .where(eq(testGatewayTokens.token, ebt.json().token));
    expect(row?.ebtBalanceCents).toBe(12_500);
  });

  it('refuses a bad number with a clear message', async () => {
    expect(await refusal({ number: '4242' })).toBe('Your card number is invalid.');
    expect(await refusal({ number: '4242424242424241' })).toBe('Your card number is incorrect.');
    expect(await refusal({ number: '3530111333300000' })).toBe(paymentMessages.unsupportedBrand);
    expect(await refusal({ number: undefined })).toBe('Invalid number: is required');
  });

  it('refuses a bad expiry and a bad security code', async () => {
    expect(await refusal({ exp_month: 13 })).toBe("Your card's expiration month is invalid.");
    expect(await refusal({ exp_year: 'soon' })).toBe("Your card's expiration year is invalid.");
    expect(await refusal({ exp_month: 1, exp_year: 2020 })).toBe(
      "Your card's expiration date is in the past.",
    );
    expect(await refusal({ cvc: '12' })).toBe("Your card's security code is invalid.");
    expect(await refusal({ number: '378282246310005', cvc: '123' })).toBe(
      "Your card's security code is invalid.",
    );
  });

  it('never echoes the card number in a refusal', async () => {
    const response = await post(card({ number: '4242424242424241', cvc: 'x' }));
    expect(response.body).not.toContain('4242424242424241');
  });
});

describe('OpenAPI', () => {
  it('documents every payment route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const path of [
      '/api/v1/payment-gateway/test/tokens',
      '/api/v1/account/cc',
      '/api/v1/account/cc/{id}',
      '/api/v1/account/cc/{id}/default',
      '/api/v1/account/payment-type',
      '/api/v1/account/ebt_balance',
      '/api/v1/token/payment',
    ]) {
      expect(paths, path).toContain(path);
    }
  });
});
