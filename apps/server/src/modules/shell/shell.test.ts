import { randomInt } from 'node:crypto';
import { conversionEvents, eq } from '@pantry/db';
import { COOKIE_CLEANUP_THRESHOLD, POST_TO_STDOUT_MAX } from '@pantry/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { EDGE_LIMITS } from '../../plugins/rate-limits.ts';
import { useGiven } from '../../test/given.ts';
import { testConfig, useTestApp } from '../../test/helper.ts';

/**
 * Issue 26, the shell's server side: the browser's error reports (POST /api/v1/post-to-stdout) logged with the
 * request id under a per-address limit, and the clean-up of a Cookie header over 4096 characters.
 */

const t = useTestApp();
const given = useGiven(t);
const lines: string[] = [];
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({
    db: t.db,
    config: testConfig({ logLevel: 'info', rateLimits: true }),
    logStream: { write: (line: string) => void lines.push(line) },
  });
});
afterAll(() => app.close());

const freshIp = () => `10.${randomInt(100, 250)}.${randomInt(0, 250)}.${randomInt(1, 250)}`;

function report(message: string, ip: string, server = app) {
  return server.inject({
    method: 'POST',
    url: '/api/v1/post-to-stdout',
    headers: { 'content-type': 'application/x-www-form-urlencoded', referer: 'http://localhost/cart' },
    payload: new URLSearchParams({ message }).toString(),
    remoteAddress: ip,
  });
}

describe('POST /post-to-stdout', () => {
  it('logs the message as a warning with this request’s id, and answers the id', async () => {
    const message = `TypeError: cart is undefined ${randomInt(1e9)}`;
    const answer = await report(message, freshIp());
    expect(answer.statusCode).toBe(200);
    const { request_id } = answer.json() as { request_id: string };
    expect(answer.json()).toEqual({ success: true, request_id });
    const line = lines.map((text) => JSON.parse(text)).find((entry) => entry.client_message === message);
    expect(line).toMatchObject({
      level: 40,
      msg: 'browser error',
      reqId: request_id,
      referer: 'http://localhost/cart',
    });
  });

  it('refuses an empty or over-long message with a 400', async () => {
    const ip = freshIp();
    expect((await report('   ', ip)).statusCode).toBe(400);
    expect((await report('x'.repeat(POST_TO_STDOUT_MAX + 1), ip)).statusCode).toBe(400);
    expect((await report('x'.repeat(POST_TO_STDOUT_MAX), ip)).statusCode).toBe(200);
  });

  it(`answers 429 past ${EDGE_LIMITS.clientReport.max} reports a minute from one address, and logs none of those`, async () => {
    const ip = freshIp();
    const { max } = EDGE_LIMITS.clientReport;
    const tag = `flood ${randomInt(1e9)}`;
    const answers = [];
    for (let i = 0; i < max + 3; i += 1) answers.push((await report(`${tag} ${i}`, ip)).statusCode);
    expect(answers).toEqual([...Array(max).fill(200), 429, 429, 429]);
    expect(lines.filter((line) => line.includes(tag))).toHaveLength(max);
    // Another address is not held back.
    expect((await report(`${tag} elsewhere`, freshIp())).statusCode).toBe(200);
  });
});

describe('cookie clean-up over 4096 characters', () => {
  const kept = ['pantry_session=abc', '_ga=GA1.1.1', '_ga_STREAM=GS1.1', 'ajs_anonymous_id=v1'];

  function cookieHeader(length: number) {
    const start = [...kept, 'promo_seen=1', 'old_tracker=zz'].join('; ');
    return `${start}; filler=${'x'.repeat(length - start.length - '; filler='.length)}`;
  }

  function expired(setCookie: string | string[] | undefined): string[] {
    return [setCookie ?? []]
      .flat()
      .filter((cookie) => /Expires=Thu, 01 Jan 1970/i.test(cookie) || /Max-Age=0/i.test(cookie))
      .map((cookie) => cookie.split('=')[0] as string);
  }

  it('expires every cookie off the whitelist when the header exceeds 4096 characters', async () => {
    const header = cookieHeader(COOKIE_CLEANUP_THRESHOLD + 1);
    expect(header).toHaveLength(4097);
    const answer = await app.inject({
      method: 'GET',
      url: '/api/v1/store/config',
      headers: { cookie: header },
    });
    expect(answer.statusCode).toBe(200);
    expect(expired(answer.headers['set-cookie']).sort()).toEqual(['filler', 'old_tracker', 'promo_seen']);
  });

  it('leaves a header of 4096 characters alone', async () => {
    const header = cookieHeader(COOKIE_CLEANUP_THRESHOLD);
    const answer = await app.inject({
      method: 'GET',
      url: '/api/v1/store/config',
      headers: { cookie: header },
    });
    expect(expired(answer.headers['set-cookie'])).toEqual([]);
  });

  it('cleans on any path, a 5 KB header included', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/health/live',
      headers: { cookie: cookieHeader(5120) },
    });
    expect(expired(answer.headers['set-cookie']).sort()).toEqual(['filler', 'old_tracker', 'promo_seen']);
  });
});

describe('POST /conversion/event', () => {
  function convert(fields: Record<string, string>, headers: Record<string, string> = {}) {
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/conversion/event',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(fields).toString(),
    });
  }
  const rowsOf = (eventId: string) =>
    t.db.select().from(conversionEvents).where(eq(conversionEvents.eventId, eventId));

  it('stores a conversion once per event id, with cents and the page’s path only', async () => {
    const eventId = `purchase-${randomInt(1e9)}`;
    const fields = {
      event_name: 'Purchase',
      event_id: eventId,
      value: '42.19',
      event_source_url: 'http://localhost:3000/checkout/success?email=a%40b.c',
    };
    const first = await convert(fields);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, event_id: eventId, stored: true });
    expect((await convert(fields)).json()).toEqual({ success: true, event_id: eventId, stored: false });
    const rows = await rowsOf(eventId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      eventName: 'Purchase',
      valueCents: 4219,
      currency: 'USD',
      pagePath: '/checkout/success',
      accountId: null,
    });
  });

  it('keeps the signed-in shopper’s account id', async () => {
    const shopper = await given.shopper();
    const eventId = `reg-${randomInt(1e9)}`;
    await convert({ event_name: 'CompleteRegistration', event_id: eventId }, shopper.headers);
    expect((await rowsOf(eventId))[0]).toMatchObject({ accountId: shopper.accountId, valueCents: null });
  });

  it('refuses an unknown event, a missing id, a negative value or another currency with a 400', async () => {
    const refused: Record<string, string>[] = [
      { event_name: 'Bought', event_id: 'x1' },
      { event_name: 'Purchase', event_id: ' ' },
      { event_name: 'Purchase', event_id: 'x2', value: '-1' },
      { event_name: 'Purchase', event_id: 'x3', value: '1', currency: 'EUR' },
    ];
    for (const fields of refused) {
      const answer = await convert(fields);
      expect(answer.statusCode, JSON.stringify(fields)).toBe(400);
      expect(answer.json()).toMatchObject({ success: false, code: 'bad_request' });
    }
    expect((await rowsOf('x2')).length + (await rowsOf('x3')).length).toBe(0);
  });
});
