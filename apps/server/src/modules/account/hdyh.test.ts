import { accounts, eq } from '@pantry/db';
import { describe, expect, it } from 'vitest';
import { registerShopper, withSession } from '../../test/accounts.ts';
import { useTestApp } from '../../test/helper.ts';

const ctx = useTestApp();

function answer(sessionId: string | undefined, body: Record<string, string>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/hdyh',
    headers: { ...withSession(sessionId), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(body).toString(),
  });
}

async function stored(accountId: number) {
  const [row] = await ctx.db
    .select({ hearAboutUs: accounts.hearAboutUs })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.hearAboutUs;
}

describe('POST /hdyh (how did you hear about us)', () => {
  it('stores the answer on the account and answers the account with it', async () => {
    const { sessionId, accountId } = await registerShopper(ctx.app);
    const saved = await answer(sessionId, { answer: '  Podcast or radio ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().hear_about_us).toBe('Podcast or radio');
    expect(await stored(accountId)).toBe('Podcast or radio');
  });

  it('refuses an empty answer with a 400 and its message, storing nothing', async () => {
    const { sessionId, accountId } = await registerShopper(ctx.app);
    const refused = await answer(sessionId, { answer: '   ' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toContain('Please choose an answer.');
    expect(await stored(accountId)).toBeNull();
  });

  it('refuses an answer over 255 characters', async () => {
    const { sessionId } = await registerShopper(ctx.app);
    expect((await answer(sessionId, { answer: 'x'.repeat(256) })).statusCode).toBe(400);
  });

  it('asks a visitor to sign in (401)', async () => {
    expect((await answer(undefined, { answer: 'Friend or family' })).statusCode).toBe(401);
  });
});
