import type { Account, PantryServices } from '@pantry/domain';
import { queryOptions } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { inProcess } from './page-queries.ts';
import { shopperPageQueries } from './shopper-page.ts';

const as = (user_status: Account['user_status'], id: number | null = 7) =>
  ({ id, user_status, logged_in: id === null ? 0 : 1 }) as Account;

/** What a loader gets: the request, and the server's services with the shopper behind the session. */
function loaderArgs(url: string, account: Account) {
  const services = { viewer: { account: async () => account } } as unknown as PantryServices;
  return { context: { services }, request: new Request(`http://localhost${url}`) };
}

const ordersQuery = (page: number) =>
  queryOptions({ queryKey: ['orders', page], queryFn: async (): Promise<string[]> => [] });
const cashQuery = () => queryOptions({ queryKey: ['thrivecash'], queryFn: async () => 0 });

/** The status and Location of what a loader threw, or of the answer it gave. */
async function outcome(answer: Promise<unknown>) {
  try {
    return { answer: await answer };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get('location') };
    const { init } = thrown as { init?: { status?: number } };
    return { status: init?.status ?? 500 };
  }
}

const cachedKeys = (answer: unknown) =>
  (answer as { queries: { queries: { queryKey: unknown[] }[] } }).queries.queries.map((q) => q.queryKey);

describe('the loader of a page about the shopper’s own things', () => {
  it('sends a signed-out visitor to sign in, coming back to the same page, and reads nothing', async () => {
    const read: string[] = [];
    const result = await outcome(
      shopperPageQueries(loaderArgs('/account/orders?cur_page=2', as('visitor', null)), () => {
        read.push('orders');
        return {};
      }),
    );
    expect(result).toEqual({ status: 302, location: '/login?route=%2Faccount%2Forders%3Fcur_page%3D2' });
    expect(read).toEqual([]);
  });

  it('sends a signed-in shopper of the wrong status where the rules say (a lead on autoship goes home)', async () => {
    const result = await outcome(shopperPageQueries(loaderArgs('/autoship', as('lead')), () => ({})));
    expect(result).toEqual({ status: 302, location: '/' });
  });

  it('reads the page’s queries for the signed-in shopper into the answer, with what it reads alongside', async () => {
    const seen: unknown[] = [];
    const answer = await shopperPageQueries(
      loaderArgs('/account/orders?cur_page=2', as('member')),
      (shopper) => {
        const page = Number(shopper.url.searchParams.get('cur_page'));
        seen.push(shopper.accountId, page);
        return {
          critical: [inProcess(ordersQuery(page), async () => [`order of ${shopper.accountId}`])],
          optional: [inProcess(cashQuery(), async () => 500)],
          alongside: Promise.resolve({ products: ['apples'] }),
        };
      },
    );
    expect(seen).toEqual([7, 2]);
    expect(cachedKeys(answer)).toEqual([['orders', 2], ['thrivecash']]);
    expect(answer.products).toEqual(['apples']);
  });

  it('answers the not-found page when a critical read finds nothing, and leaves a failed optional one to the browser', async () => {
    const notFound = Object.assign(new Error('Order not found'), { status: 404 });
    const missing = await outcome(
      shopperPageQueries(loaderArgs('/account/order/1', as('member')), () => ({
        critical: [inProcess(ordersQuery(1), () => Promise.reject(notFound))],
      })),
    );
    expect(missing).toEqual({ status: 404 });

    const answer = await shopperPageQueries(loaderArgs('/account/shop-earn-cash', as('member')), () => ({
      critical: [inProcess(ordersQuery(1), async () => [])],
      optional: [inProcess(cashQuery(), () => Promise.reject(new Error('down')))],
    }));
    expect(cachedKeys(answer)).toEqual([['orders', 1]]);
  });

  it('answers what a page’s own guard says instead, without reading the page', async () => {
    const read: string[] = [];
    const answer = await shopperPageQueries(
      loaderArgs('/checkout', as('lead')),
      () => {
        read.push('cart');
        return {};
      },
      (account) => (account.user_status === 'lead' ? { membersOnly: 'lead' } : undefined),
    );
    expect(answer).toEqual({ membersOnly: 'lead' });
    expect(read).toEqual([]);
  });
});
