import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieFrom, uniqueEmail, withSession } from '../../test/accounts.ts';
import { useTestApp } from '../../test/helper.ts';
import { GOOGLE_SIGN_IN_UNAVAILABLE, GOOGLE_TOKEN_REFUSED } from './google.ts';

/**
 * Google sign-in against a real JWKS: the test makes its own RSA key, serves its public half as Google would, and
 * signs ID tokens with it. A token signed with any other key must be refused.
 */

const CLIENT_ID = 'pantry-test.apps.googleusercontent.com';
const jwks: { keys: JWK[] } = { keys: [] };
const server: Server = createServer((_request, response) => {
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(jwks));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`;

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

const ctx = useTestApp({ googleClientId: CLIENT_ID, googleJwksUrl: jwksUrl });
let googleKey: PrivateKey;
let forgerKey: PrivateKey;

beforeAll(async () => {
  const google = await generateKeyPair('RS256');
  const forger = await generateKeyPair('RS256');
  googleKey = google.privateKey;
  forgerKey = forger.privateKey;
  jwks.keys = [{ ...(await exportJWK(google.publicKey)), kid: 'google-1', alg: 'RS256', use: 'sig' }];
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

type Claims = {
  email: string;
  sub: string;
  aud?: string;
  iss?: string;
  exp?: number;
  email_verified?: boolean;
};

function idToken(claims: Claims, key: PrivateKey = googleKey) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    email: claims.email,
    email_verified: claims.email_verified ?? true,
    given_name: 'Grace',
    family_name: 'Hopper',
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'google-1' })
    .setSubject(claims.sub)
    .setIssuer(claims.iss ?? 'https://accounts.google.com')
    .setAudience(claims.aud ?? CLIENT_ID)
    .setIssuedAt(now - 60)
    .setExpirationTime(claims.exp ?? now + 3600)
    .sign(key);
}

/** The browser posts the credential as multipart form data (spec §7). */
function postToken(token: string) {
  const boundary = '----pantry-test-boundary';
  const payload = `--${boundary}\r\nContent-Disposition: form-data; name="google_oauth_token"\r\n\r\n${token}\r\n--${boundary}--\r\n`;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/google',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

describe('POST /auth/google', () => {
  it('creates an account for a new Google user and signs in', async () => {
    const email = uniqueEmail('grace');
    const response = await postToken(await idToken({ email, sub: 'google-sub-1' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      action_taken: 'new_user_created_associated',
      group_id: 1,
      user_status: 'lead',
      trial_type: 'regular',
      logged_in: 1,
      email,
      firstname: 'Grace',
      lastname: 'Hopper',
      single_cart_migrated_landing: 1,
    });
    const me = await ctx.app.inject({
      url: '/api/v1/account',
      headers: withSession(sessionCookieFrom(response)),
    });
    expect(me.json().email).toBe(email);

    const again = await postToken(await idToken({ email, sub: 'google-sub-1' }));
    expect(again.json().action_taken).toBe('existing_user_logged_in');
  });

  it('links Google to an existing account with the same e-mail', async () => {
    const email = uniqueEmail('linked');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email, password: 'long enough pw', firstname: 'L', lastname: 'K' },
    });
    const response = await postToken(await idToken({ email, sub: 'google-sub-linked' }));
    expect(response.json()).toMatchObject({ action_taken: 'existing_user_associated', email });
  });

  it.each([
    [
      'a forged token (signed with another key)',
      async () => idToken({ email: uniqueEmail(), sub: 'f' }, forgerKey),
    ],
    [
      'an expired token',
      async () => idToken({ email: uniqueEmail(), sub: 'e', exp: Math.floor(Date.now() / 1000) - 600 }),
    ],
    ['a token for another app', async () => idToken({ email: uniqueEmail(), sub: 'a', aud: 'someone-else' })],
    [
      'a token from another issuer',
      async () => idToken({ email: uniqueEmail(), sub: 'i', iss: 'https://evil.example' }),
    ],
    ['an unverified e-mail', async () => idToken({ email: uniqueEmail(), sub: 'u', email_verified: false })],
    ['garbage', async () => 'not.a.jwt'],
  ])('refuses %s', async (_name, make) => {
    const response = await postToken(await make());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, errors: GOOGLE_TOKEN_REFUSED });
    expect(sessionCookieFrom(response)).toBeUndefined();
  });

  it('asks for the credential when none is sent', async () => {
    const response = await postToken('');
    expect(response.statusCode).toBe(400);
  });
});

describe('without a Google client id', () => {
  it('is not available', async () => {
    const { buildApp } = await import('../../app.ts');
    const { testConfig } = await import('../../test/helper.ts');
    const app = await buildApp({ db: ctx.db, config: testConfig() });
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/google',
      payload: { google_oauth_token: 'x' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors).toBe(GOOGLE_SIGN_IN_UNAVAILABLE);
    await app.close();
  });
});
