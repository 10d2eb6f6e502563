import type { Account, PantryLoadContext, PantryServices } from '@pantry/domain';
import type { EnsureQueryDataOptions } from '@tanstack/react-query';
import { type PageQueries, pageQueries } from './page-queries.ts';
import { guardPage } from './route-guards.ts';

/**
 * The loader of a page about the signed-in shopper's own things (their orders, addresses, cards, reviews, Thrive
 * Cash, autoship, checkout): let the shopper in or send them elsewhere, then read the page's queries into the
 * request's cache with the shopper's account id (`pageQueries`), so the server renders their data.
 */

/** One of the page's queries, read in process (`inProcess(query, read)` or a feature's `…Read(services, id)`). */
// biome-ignore lint/suspicious/noExplicitAny: each query has its own data and key; ensureQueryData checks them one by one.
export type PageQuery = EnsureQueryDataOptions<any, Error, any, any>;

/** Who the page is for, once the guard has let them in. */
export type Shopper = { account: Account; accountId: number; url: URL; services: PantryServices };

/**
 * What the page reads: `critical` queries are the page (their failure is its failure, a service's 404 its 404),
 * `optional` ones are left to the browser when they fail; `alongside` is anything else the loader answers, read
 * at the same time and spread into the answer.
 */
export type ShopperReads<Extra> = {
  critical?: readonly PageQuery[];
  optional?: readonly PageQuery[];
  alongside?: Promise<Extra>;
};

/**
 * Throws a redirect when the account may not see the page (`guardPage`: signed out → /login?route=…, wrong
 * status → where the rules say), or answers what the page shows instead (checkout's members-only notice), or
 * returns nothing: the shopper may see the page.
 */
export type ShopperGuard<Instead> = (account: Account, url: URL) => Instead | undefined;

const bySignInRules: ShopperGuard<never> = (account, url) => {
  guardPage(account, url);
  return undefined;
};

export async function shopperPageQueries<Extra extends object = Record<never, never>, Instead = never>(
  { context: { services }, request }: { context: Pick<PantryLoadContext, 'services'>; request: Request },
  reads: (shopper: Shopper) => ShopperReads<Extra>,
  guard: ShopperGuard<Instead> = bySignInRules,
): Promise<(PageQueries & Extra) | Instead> {
  const url = new URL(request.url);
  const account = await services.viewer.account();
  const instead = guard(account, url);
  if (instead !== undefined) return instead;
  // The guard has let a signed-in shopper in: the account has its id.
  const page = reads({ account, accountId: account.id!, url, services });
  const [queries, extra] = await Promise.all([
    pageQueries({
      critical: page.critical?.map((query) => (client) => client.ensureQueryData(query)),
      optional: page.optional?.map((query) => (client) => client.ensureQueryData(query)),
    }),
    page.alongside ?? ({} as Extra),
  ]);
  return { ...queries, ...extra };
}
