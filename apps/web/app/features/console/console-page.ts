import { type AdminReader, type Permission, type StaffMe, staffMessages } from '@pantry/domain';
import { dehydrate, type EnsureQueryDataOptions } from '@tanstack/react-query';
import { data, redirect } from 'react-router';
import { inProcess, type PageQueries, serverQueryClient } from '../../lib/page-queries.ts';
import { meQuery } from './api.ts';

/**
 * The loader of a console page: a signed-out visitor is sent to /admin/login (and back after), a role without the
 * page's permission gets the 403 page, and otherwise the page's reads fill the request's query cache. Every read
 * is the /api/admin route's own answer, so a refusal there (a role changed a moment ago) is the page's too.
 */

export const CONSOLE_LOGIN = '/admin/login';
export const NOT_ALLOWED: string = staffMessages.roleRefused;

// biome-ignore lint/suspicious/noExplicitAny: each query has its own data and key; ensureQueryData checks them one by one.
type PageQuery = EnsureQueryDataOptions<any, Error, any, any>;

type Args = { context: { services: { admin: AdminReader } }; request: Request };

/** The sign-in page, with the page to come back to. */
export function consoleLoginUrl(url: URL): string {
  const back = `${url.pathname}${url.search}`;
  return back === '/admin' ? CONSOLE_LOGIN : `${CONSOLE_LOGIN}?${new URLSearchParams({ route: back })}`;
}

/** Where the sign-in page may send someone back to: a console page only, never another site. */
export function safeConsoleRoute(route: string | null): string {
  return route && /^\/admin(\/|\?|$)/.test(route) && !route.startsWith('/admin/login') ? route : '/admin';
}

/**
 * A refused read as the page's answer: 401 sends to sign-in, 403 and 404 are the page's own status, and 400 (a
 * search the route cannot read) the page's too, with the route's reason, never a 500.
 */
export function consoleRefusal(error: unknown, url: URL): never {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : null;
  if (status === 401) throw redirect(consoleLoginUrl(url));
  if (status === 403) throw data({ message: NOT_ALLOWED }, { status: 403 });
  if (status === 404 || status === 400) {
    const message = error instanceof Error ? error.message : 'Page not found';
    throw data({ message }, { status });
  }
  throw error;
}

/**
 * The reason a page's read was refused as a 400 (`consoleRefusal`'s answer to a search the route cannot read), or
 * null for any other error: a page that can show its form with the reason catches this one.
 */
export function refusedSearch(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('init' in error) || !('data' in error)) return null;
  const { init, data: body } = error as { init?: { status?: number } | null; data?: { message?: unknown } };
  return init?.status === 400 && typeof body?.message === 'string' ? body.message : null;
}

/** A console page's title, and no search engine is told about it. */
export function consoleMeta(title: string) {
  return [{ title: `${title} | Pantry Console` }, { name: 'robots', content: 'noindex' }];
}

/**
 * Reads the page's queries into the request's cache and answers them dehydrated (`queries`, which the root puts
 * in the browser's cache). A refusal is the page's answer (`consoleRefusal`), with the route's own words.
 */
export async function consoleQueries(url: URL, reads: readonly PageQuery[]): Promise<PageQueries> {
  const client = serverQueryClient();
  await Promise.all(reads.map((query) => client.ensureQueryData(query))).catch((error) =>
    consoleRefusal(error, url),
  );
  return { queries: dehydrate(client) };
}

/** The signed-in staff member, or a redirect to sign-in. */
export function consoleSession({ context, request }: Args): Promise<StaffMe> {
  return context.services.admin.me().catch((error) => consoleRefusal(error, new URL(request.url)));
}

export async function consolePage(
  args: Args,
  page: { permission: Permission | null; reads?: (url: URL) => PageQuery[] },
): Promise<PageQueries & { session: StaffMe }> {
  const url = new URL(args.request.url);
  const session = await consoleSession(args);
  if (page.permission !== null && !session.permissions.includes(page.permission)) {
    throw data({ message: NOT_ALLOWED }, { status: 403 });
  }
  const me = inProcess(meQuery(), async () => session);
  return { ...(await consoleQueries(url, [me, ...(page.reads?.(url) ?? [])])), session };
}
