import { sql } from '@pantry/db';
import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig, useTestApp } from '../test/helper.ts';
import { maskUrl, serializeError } from './log-privacy.ts';

const t = useTestApp();

const EMAIL = 'private.shopper@example.com';
const PASSWORD = 'correct horse battery staple 9';
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2g';

describe('the app log', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({
      db: t.db,
      config: testConfig({ logLevel: 'info' }),
      logStream: { write: (line: string) => void lines.push(line) },
    });
  });
  afterAll(() => app.close());

  it('names the statement that failed, without its parameters, the password hash or the e-mail', async () => {
    // Every new account is refused by the database, so registering fails inside the insert.
    await t.db.execute(
      sql`alter table accounts add constraint log_test_refuses_accounts check (false) not valid`,
    );
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          email: EMAIL,
          password: PASSWORD,
          firstname: 'Ada',
          lastname: 'Privatelastname',
        }).toString(),
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`alter table accounts drop constraint log_test_refuses_accounts`);
    }
    const failure = lines.find((line) => line.includes('"request failed"')) ?? '';
    expect(failure).toContain('Failed query: insert into \\"accounts\\"');
    expect(failure).toContain('log_test_refuses_accounts');
    const log = lines.join('');
    expect(log).not.toContain(EMAIL);
    expect(log).not.toContain(PASSWORD);
    expect(log).not.toContain('$argon2');
    expect(log).not.toContain('Privatelastname');
    expect(log).not.toContain('params:');
  });

  it('blanks secret query parameters of the request URL', async () => {
    await app.inject('/api/v1/navigation?token=reset-secret-123&to=private.shopper%40example.com&page=2');
    const incoming = lines.filter((line) => line.includes('/api/v1/navigation')).join('');
    expect(incoming).toContain('token=[Redacted]');
    expect(incoming).toContain('page=2');
    expect(incoming).not.toContain('reset-secret-123');
    expect(incoming).not.toContain('private.shopper');
  });

  it('redacts passwords, codes, tokens, card fields, e-mails and addresses wherever a log call passes them', () => {
    const logged = {
      password: PASSWORD,
      account: { id: 7, email: EMAIL, passwordHash: HASH, otpCode: '123456' },
      body: {
        token: 'tok_secret',
        cvc: '123',
        addresses: [{ street1: '1 Private Lane', telephone: '4155550142' }],
      },
    };
    app.log.info(logged, 'redaction check');
    const line = lines.find((entry) => entry.includes('redaction check')) ?? '';
    const secrets = [PASSWORD, EMAIL, HASH, '123456', 'tok_secret', '"123"', 'Private Lane', '4155550142'];
    for (const secret of secrets) expect(line).not.toContain(secret);
    expect(JSON.parse(line).account).toEqual({
      id: 7,
      email: '[Redacted]',
      passwordHash: '[Redacted]',
      otpCode: '[Redacted]',
    });
    // The caller's object is left as it was.
    expect(logged.account.email).toBe(EMAIL);
    expect(logged.body.addresses[0]?.street1).toBe('1 Private Lane');
  });
});

describe('serializeError', () => {
  it('takes a failed statement’s parameters out of the error and every error it caused', () => {
    const failed = new DrizzleQueryError('update accounts set password_hash = $1 where email = $2', [
      HASH,
      EMAIL,
    ]);
    const wrapped = new Error('job failed', { cause: failed });
    const serialized = JSON.stringify(serializeError(wrapped));
    expect(serialized).toContain('update accounts set password_hash = $1 where email = $2');
    expect(serialized).not.toContain(EMAIL);
    expect(serialized).not.toContain('$argon2');
    expect(JSON.stringify(serializeError(failed))).not.toContain('"params"');
  });

  it('masks e-mail addresses and password hashes left in any error text', () => {
    const serialized = serializeError(new Error(`mail to ${EMAIL} failed near ${HASH}`));
    expect(serialized.message).toBe('mail to [email] failed near [hash]');
  });
});

describe('maskUrl', () => {
  it('blanks reset tokens, sign-in codes and e-mails, and keeps the rest of the query', () => {
    expect(maskUrl('/account/reset?token=abc')).toBe('/account/reset?token=[Redacted]');
    expect(maskUrl('/dev/mailbox?to=a%40b.com&x=1')).toBe('/dev/mailbox?to=[Redacted]&x=1');
    expect(maskUrl('/c/food?filter[diets]=vegan&sort=price_asc')).toBe(
      '/c/food?filter[diets]=vegan&sort=price_asc',
    );
    expect(maskUrl('/search/results?q=me@example.com')).toBe('/search/results?q=[email]');
  });
});
