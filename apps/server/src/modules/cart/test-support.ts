import { type Database, sql } from '@pantry/db';
import { type CartWire, cartSchema } from '@pantry/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import qs from 'qs';
import { queryRows } from '../../lib/sql.ts';
import { sessionCookieFrom, withSession } from '../../test/accounts.ts';

/** Helpers for the cart's API tests: a shopper's calls (JSON or form-encoded, as the browser posts) and lookups. */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type CartAnswer = CartWire & { errors?: string[]; cart_errors?: string[] };

/** A browser: keeps the session cookie the server sets, sends JSON or form posts. */
export class Shopper {
  constructor(
    readonly app: FastifyInstance,
    public sessionId?: string,
  ) {}

  async call(
    method: Method,
    url: string,
    body?: unknown,
    encoding: 'json' | 'form' = 'json',
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...withSession(this.sessionId) };
    let payload: string | undefined;
    if (body !== undefined) {
      headers['content-type'] =
        encoding === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
      payload = encoding === 'form' ? qs.stringify(body) : JSON.stringify(body);
    }
    const response = await this.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    this.sessionId = sessionCookieFrom(response) ?? this.sessionId;
    return response;
  }

  /** A call that must answer 200 with a cart; the answer is checked against the wire schema. */
  async cart(method: Method, url: string, body?: unknown, encoding: 'json' | 'form' = 'json') {
    const response = await this.call(method, url, body, encoding);
    if (response.statusCode !== 200)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    const answer = response.json() as CartAnswer;
    cartSchema.parse(answer);
    return answer;
  }

  add(productId: number, qty = 1, encoding: 'json' | 'form' = 'json') {
    return this.cart('POST', '/api/v1/carts/product', { product_id: productId, qty }, encoding);
  }

  get() {
    return this.cart('GET', '/api/v1/carts');
  }
}

/** A visitor with a session (GET /account makes one, as every page does first). */
export async function visitor(app: FastifyInstance): Promise<Shopper> {
  const shopper = new Shopper(app);
  await shopper.call('GET', '/api/v1/account');
  return shopper;
}

/** The id of the demo product whose title starts with `title`. */
export async function productId(db: Database, title: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM products WHERE title LIKE ${`${title}%`} ORDER BY id LIMIT 1`,
  );
  if (!row) throw new Error(`no product '${title}'`);
  return row.id;
}

/** Every line of the cart's boxes. */
export function linesOf(cart: CartWire) {
  return cart.boxes.flatMap((box) => box.items);
}

export function totalOf(cart: CartWire, type: string): number | undefined {
  return cart.totals.find((t) => t.type === type)?.value;
}
