import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config.ts';
import { latestMail, registerShopper } from '../../test/accounts.ts';
import { useTestApp } from '../../test/helper.ts';

// The server as `PORT=4000 npm start` configures it, with no SITE_ORIGIN.
const ctx = useTestApp({ siteOrigin: readConfig({ PORT: '4000' }).siteOrigin });
const form = { 'content-type': 'application/x-www-form-urlencoded' };

function firstLink(text: string | undefined): URL {
  const url = /(https?:\/\/\S+)/.exec(text ?? '')?.[1];
  if (!url) throw new Error(`no link in: ${text}`);
  return new URL(url);
}

describe('e-mail links follow the port', () => {
  it('takes http://localhost:{PORT} as the origin without SITE_ORIGIN, and SITE_ORIGIN when set', () => {
    expect(readConfig({ PORT: '4000' }).siteOrigin).toBe('http://localhost:4000');
    expect(readConfig({}).siteOrigin).toBe('http://localhost:3000');
    expect(readConfig({ PORT: '4000', SITE_ORIGIN: 'https://shop.example/' }).siteOrigin).toBe(
      'https://shop.example',
    );
  });

  it('sends sign-in and password-reset links to the port the store listens on', async () => {
    const { email } = await registerShopper(ctx.app);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/otp',
      headers: form,
      payload: new URLSearchParams({ email, route: '/account' }).toString(),
    });
    expect(signIn.statusCode).toBe(200);
    expect(firstLink((await latestMail(ctx.db, email))?.text).origin).toBe('http://localhost:4000');

    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/account/reset',
      headers: form,
      payload: new URLSearchParams({ email }).toString(),
    });
    expect(reset.statusCode).toBe(200);
    const link = firstLink((await latestMail(ctx.db, email))?.text);
    expect(link.origin).toBe('http://localhost:4000');
    expect(link.pathname).toBe('/account/reset');
  });
});
