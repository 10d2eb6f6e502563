import { accounts, attributeValues, categories, eq, products, quizResponses, sql } from '@pantry/db';
import {
  type CartWire,
  PREFILL_EMPTY_ERROR,
  type Quiz,
  quizAnswerSchema,
  quizListAnswerSchema,
} from '@pantry/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import qs from 'qs';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../lib/sql.ts';
import { sessionCookieFrom, TEST_PASSWORD, uniqueEmail, withSession } from '../../test/accounts.ts';
import { useGiven } from '../../test/given.ts';
import { useTestApp } from '../../test/helper.ts';
import { ensureQuizzes } from './seed-quizzes.ts';

const ctx = useTestApp();
const given = useGiven(ctx);

/** A browser: keeps its session cookie across calls; posts form-encoded, as the store's web app does. */
class Browser {
  constructor(
    readonly app: FastifyInstance,
    public sessionId?: string,
  ) {}
  async call(method: 'GET' | 'POST' | 'PUT', url: string, body?: Record<string, unknown>) {
    const response: LightMyRequestResponse = await this.app.inject({
      method,
      url,
      headers: {
        ...withSession(this.sessionId),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(body ? { payload: qs.stringify(body, { arrayFormat: 'repeat' }) } : {}),
      remoteAddress: '10.8.8.8',
    });
    this.sessionId = sessionCookieFrom(response) ?? this.sessionId;
    return response;
  }
  async quiz(key: string) {
    const response = await this.call('GET', `/api/v1/quiz_v2/key/${key}`);
    expect(response.statusCode).toBe(200);
    return quizAnswerSchema.parse(response.json()).data;
  }
  answer(key: string, questionId: number, answer: string | string[]) {
    return this.call('POST', `/api/v1/quiz_v2/key/${key}/answers`, { question_id: questionId, answer });
  }
  async cart(): Promise<CartWire> {
    return (await this.call('GET', '/api/v1/carts')).json();
  }
}

const q = (quiz: Quiz, urlKey: string) => {
  const found = quiz.questions.find((question) => question.url_key === urlKey);
  if (!found) throw new Error(`no question ${urlKey}`);
  return found;
};

/** Answers the quickstart's required questions (and a few others), for a single shopper in a small household. */
async function finishQuickstart(browser: Browser, quiz: Quiz) {
  for (const [key, answer] of [
    ['household-members', 'one'],
    ['diets', 'vegan'],
    ['favorite-categories', ['pantry', 'breakfast']],
    ['snacks', 'daily'],
    ['snack-picks', ['nut-butters']],
    ['shopping-lists', ['sparkling-water']],
  ] as const) {
    const saved = await browser.answer('quickstart', q(quiz, key).id, answer as string | string[]);
    expect(saved.statusCode, saved.body).toBe(200);
  }
}

const linesOf = (cart: CartWire) => cart.boxes.flatMap((box) => box.items);

async function member(prefill = true) {
  const made = await given.member();
  if (prefill)
    await ctx.db
      .update(accounts)
      .set({ cartprefillQuizEnabled: true })
      .where(eq(accounts.id, made.accountId));
  return { ...made, browser: new Browser(ctx.app, made.sessionId) };
}

beforeAll(async () => {
  await ensureQuizzes(ctx.db);
});

describe('GET /quiz_v2 and /quiz_v2/key/{key}', () => {
  it('answers the quizzes as data in the spec’s fields', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/quiz_v2' });
    expect(response.statusCode).toBe(200);
    const { data } = quizListAnswerSchema.parse(response.json());
    expect(data.map((quiz) => quiz.key)).toEqual(['vNextQuizv1', 'quickstart']);
    const quickstart = data[1] as Quiz;
    expect(quickstart.questions.map((question) => question.url_key)).toContain('household-members');
    const picks = q(quickstart, 'snack-picks');
    expect(picks.dependencies.skip_if).toEqual([
      { question_id: q(quickstart, 'snacks').id, answers: ['rarely'] },
    ]);
    expect(q(quickstart, 'fresh').fresh_only).toBe(true);
    expect(q(quickstart, 'summary').is_summary_question).toBe(true);
    expect(q(quickstart, 'summary').related_question_ids).toContain(q(quickstart, 'diets').id);
    expect(quickstart.transitions.map((t) => t.type)).toEqual(['welcome', 'gpt']);
    expect(quickstart.recommendation_points.length).toBeGreaterThan(10);
  });

  it('answers one quiz with the shopper’s progress, and 404 for an unknown key', async () => {
    const quiz = await new Browser(ctx.app).quiz('vNextQuizv1');
    expect(quiz.progress).toMatchObject({ uuid: null, answers: {}, is_complete: false });
    expect(quiz.progress.next_question_url_key).toBe('household-members');
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/v1/quiz_v2/key/nope' });
    expect(missing.statusCode).toBe(404);
  });

  it('points every answer at a category, diet or attribute the catalog has, and seeds once', async () => {
    const { data } = quizListAnswerSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/quiz_v2' })).json(),
    );
    const categoryKeys = new Set((await ctx.db.select().from(categories)).map((c) => c.urlKey));
    const attributes = await ctx.db.select().from(attributeValues);
    for (const point of data.flatMap((quiz) => quiz.recommendation_points)) {
      if (point.kind === 'category') expect(categoryKeys, point.url_key).toContain(point.url_key);
      if (point.kind === 'diet')
        expect(
          attributes.some((a) => a.family === 'diets' && a.urlKey === point.url_key),
          point.url_key,
        ).toBe(true);
      if (point.kind === 'attribute')
        expect(
          attributes.some((a) => a.urlKey === point.url_key),
          point.url_key,
        ).toBe(true);
    }
    expect(await ensureQuizzes(ctx.db)).toBe(0);
  });
});

describe('answers kept on the server', () => {
  it('keeps a visitor’s answers so they resume where they were', async () => {
    const visitor = new Browser(ctx.app);
    const quiz = await visitor.quiz('quickstart');
    const saved = await visitor.answer('quickstart', q(quiz, 'household-members').id, 'two');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().progress.next_question_url_key).toBe('diets');
    const back = await new Browser(ctx.app, visitor.sessionId).quiz('quickstart');
    expect(back.progress.answers).toEqual({ [q(quiz, 'household-members').id]: ['two'] });
    expect(back.progress.next_question_url_key).toBe('diets');
  });

  it('refuses an answer the question does not offer, a second answer to a single question, and a skipped question', async () => {
    const browser = new Browser(ctx.app);
    const quiz = await browser.quiz('quickstart');
    const unknown = await browser.answer('quickstart', q(quiz, 'household-members').id, 'twelve');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toContain('is not an answer');
    const two = await browser.answer('quickstart', q(quiz, 'household-members').id, ['one', 'two']);
    expect(two.statusCode).toBe(400);
    const elsewhere = await browser.answer(
      'quickstart',
      q(await browser.quiz('vNextQuizv1'), 'values').id,
      'organic',
    );
    expect(elsewhere.statusCode).toBe(400);
    await browser.answer('quickstart', q(quiz, 'snacks').id, 'rarely');
    const skipped = await browser.answer('quickstart', q(quiz, 'snack-picks').id, ['nut-butters']);
    expect(skipped.statusCode).toBe(409);
  });

  it('moves a visitor’s answers to the account at sign-in', async () => {
    const visitor = new Browser(ctx.app);
    const quiz = await visitor.quiz('quickstart');
    await visitor.answer('quickstart', q(quiz, 'household-members').id, 'five-plus');
    const registered = await visitor.call('POST', '/api/v1/auth/register', {
      email: uniqueEmail('quiz'),
      password: TEST_PASSWORD,
      firstname: 'Quiz',
      lastname: 'Taker',
    });
    expect(registered.statusCode).toBe(200);
    const mine = await visitor.quiz('quickstart');
    expect(mine.progress.answers[q(quiz, 'household-members').id]).toEqual(['five-plus']);
    const [row] = await ctx.db
      .select()
      .from(quizResponses)
      .where(eq(quizResponses.uuid, mine.progress.uuid ?? ''));
    expect(row?.accountId).toBe(registered.json().id);
    expect(row?.visitorId).toBeNull();
  });

  it('completes the quiz when every required question is answered and sets quiz_completion_date', async () => {
    const { browser } = await member(false);
    const quiz = await browser.quiz('quickstart');
    await finishQuickstart(browser, quiz);
    const done = await browser.quiz('quickstart');
    expect(done.progress.is_complete).toBe(true);
    expect(done.progress.next_question_url_key).toBe('fresh');
    expect(done.progress.quiz_completion_date).not.toBeNull();
    const account = (await browser.call('GET', '/api/v1/account')).json();
    expect(account.quiz_completion_date).toBe(done.progress.quiz_completion_date);
  });
});

describe('cart prefill', () => {
  it('needs sign-in (401) and the account’s prefill flag (403)', async () => {
    const signedOut = await new Browser(ctx.app).call('POST', '/api/v1/getCartPrefillRecs', { uuid: 'x' });
    expect(signedOut.statusCode).toBe(401);
    const { browser } = await member(false);
    const off = await browser.call('POST', '/api/v1/prepareCartPrefillRecs', { uuid: 'x' });
    expect(off.statusCode).toBe(403);
  });

  it('refuses an unknown uuid (404) and an unfinished quiz (409)', async () => {
    const { browser } = await member();
    expect((await browser.call('POST', '/api/v1/prepareCartPrefillRecs', { uuid: 'nope' })).statusCode).toBe(
      404,
    );
    const quiz = await browser.quiz('quickstart');
    const saved = await browser.answer('quickstart', q(quiz, 'household-members').id, 'one');
    const uuid = saved.json().progress.uuid;
    expect((await browser.call('POST', '/api/v1/prepareCartPrefillRecs', { uuid })).statusCode).toBe(409);
  });

  it('fills an empty cart once with products from the answers, marked is_cart_prefilled_item', async () => {
    const { browser } = await member();
    const quiz = await browser.quiz('quickstart');
    await finishQuickstart(browser, quiz);
    const uuid = (await browser.quiz('quickstart')).progress.uuid;
    const prepared = await browser.call('POST', '/api/v1/prepareCartPrefillRecs', { uuid });
    expect(prepared.statusCode, prepared.body).toBe(200);
    expect(prepared.json()).toMatchObject({ success: true, added: 0, has_sent: false });
    // 'Just me': a basket of 6.
    expect(prepared.json().product_ids).toHaveLength(6);
    const recs = await browser.call('POST', '/api/v1/getCartPrefillRecs', { uuid, type: 'quiz' });
    expect(recs.json().product_ids).toEqual(prepared.json().product_ids);

    const [first, second] = await Promise.all([
      browser.call('POST', '/api/v1/getCartPrefillRecs', { uuid, add_to_cart: '1', is_manual_prefill: '0' }),
      browser.call('POST', '/api/v1/getCartPrefillRecs', { uuid, add_to_cart: '1', is_manual_prefill: '0' }),
    ]);
    expect([first.json().added, second.json().added].sort()).toEqual([0, 6]);
    const lines = linesOf(await browser.cart());
    expect(lines.map((l) => l.product_id).sort()).toEqual([...prepared.json().product_ids].sort());
    expect(lines.every((l) => l.is_cart_prefilled_item)).toBe(true);

    const again = await browser.call('POST', '/api/v1/getCartPrefillRecs', { uuid, add_to_cart: '1' });
    expect(again.json()).toMatchObject({ added: 0, has_sent: true });
    expect(linesOf(await browser.cart())).toHaveLength(6);
  });

  it('leaves the shopper’s never-items out', async () => {
    const { browser } = await member();
    const quiz = await browser.quiz('quickstart');
    await finishQuickstart(browser, quiz);
    const uuid = (await browser.quiz('quickstart')).progress.uuid;
    const first: number[] = (await browser.call('POST', '/api/v1/prepareCartPrefillRecs', { uuid })).json()
      .product_ids;
    const never = first.slice(0, 2);
    for (const id of never) {
      const added = await browser.call('POST', `/api/v1/account/neverlist?id=${id}`);
      expect(added.statusCode, added.body).toBe(200);
    }
    const again: number[] = (await browser.call('POST', '/api/v1/prepareCartPrefillRecs', { uuid })).json()
      .product_ids;
    expect(again).toHaveLength(6);
    expect(again.filter((id) => never.includes(id))).toEqual([]);
  });

  it('puts products of the chosen diet and categories first', async () => {
    const { browser } = await member();
    const quiz = await browser.quiz('quickstart');
    await finishQuickstart(browser, quiz);
    const uuid = (await browser.quiz('quickstart')).progress.uuid;
    const ids: number[] = (await browser.call('POST', '/api/v1/prepareCartPrefillRecs', { uuid })).json()
      .product_ids;
    const fits = await queryRows<{ id: number; fits: boolean }>(
      ctx.db,
      sql`
      SELECT p.id, EXISTS (SELECT 1 FROM product_categories pc JOIN categories c ON c.id = pc.category_id
                            WHERE pc.product_id = p.id AND c.url_key IN ('pantry', 'breakfast', 'nut-butters',
                              'snacks', 'sparkling-water')) AS fits
        FROM ${products} p WHERE p.id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
    );
    expect(fits.filter((row) => row.fits).length).toBeGreaterThanOrEqual(4);
  });

  it('marks the prefill sent without adding when the cart already holds items, unless asked by hand', async () => {
    const shopper = await member();
    const item = await given.product();
    await shopper.browser.call('POST', '/api/v1/carts/product', { product_id: item.id, qty: 1 });
    const quiz = await shopper.browser.quiz('quickstart');
    await finishQuickstart(shopper.browser, quiz);
    const uuid = (await shopper.browser.quiz('quickstart')).progress.uuid;
    const auto = await shopper.browser.call('POST', '/api/v1/getCartPrefillRecs', { uuid, add_to_cart: '1' });
    expect(auto.json()).toMatchObject({ added: 0, has_sent: true });
    expect(linesOf(await shopper.browser.cart())).toHaveLength(1);

    const other = await member();
    await other.browser.call('POST', '/api/v1/carts/product', { product_id: item.id, qty: 1 });
    await finishQuickstart(other.browser, quiz);
    const otherUuid = (await other.browser.quiz('quickstart')).progress.uuid;
    const manual = await other.browser.call('POST', '/api/v1/getCartPrefillRecs', {
      uuid: otherUuid,
      add_to_cart: '1',
      is_manual_prefill: '1',
    });
    expect(manual.json().added).toBeGreaterThan(0);
    expect(linesOf(await other.browser.cart()).length).toBe(1 + manual.json().added);
  });

  it('reports no products as /getCartPrefillRecs returned 0 products', async () => {
    const { browser } = await member();
    const quiz = await browser.quiz('quickstart');
    await finishQuickstart(browser, quiz);
    const uuid = (await browser.quiz('quickstart')).progress.uuid;
    const stock = await ctx.db.select({ id: products.id, stockQty: products.stockQty }).from(products);
    await ctx.db.update(products).set({ stockQty: 0 });
    try {
      const empty = await browser.call('POST', '/api/v1/getCartPrefillRecs', { uuid, add_to_cart: '1' });
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toMatchObject({ success: false, errors: PREFILL_EMPTY_ERROR, product_ids: [] });
      expect(linesOf(await browser.cart())).toHaveLength(0);
    } finally {
      await ctx.db.transaction(async (tx) => {
        for (const row of stock)
          await tx.update(products).set({ stockQty: row.stockQty }).where(eq(products.id, row.id));
      });
    }
  });
});
