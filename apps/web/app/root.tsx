import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches } from 'react-router';
import type { Route } from './+types/root';
import { GlobalError, Shell } from './features/shell/index.ts';
import { isConsolePath } from './lib/console-path.ts';
import { RouteQueries } from './lib/page-queries.ts';
import { makeQueryClient } from './lib/query-client.ts';
import { rootRenderFaults } from './lib/render-fault.tsx';
import { reportError } from './lib/report-errors.ts';
import cartAndCheckoutCss from './styles/cart-and-checkout.css?url';
import firstPaintCss from './styles/first-paint.css?url';

const favicon =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%231f5c3a'/%3E%3Cpath fill='%23f7f3e8' d='M25 7C15 7 8 11.5 8 19.5c0 1.8.4 3.4 1.2 4.8L7 26.5l1.1 1.1 2.3-2.3c1.4 1 3.1 1.5 4.8 1.5C23 26.8 26 19.5 25 7Z'/%3E%3C/svg%3E";

/**
 * What every page paints with, in one file: the frame, cards, listings, the product page, the account menu and
 * modals, and membership.css, whose `.card-brand` (the card form's brand tag) also draws the product cards' brand
 * pill.
 */
export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: favicon, type: 'image/svg+xml' },
  { rel: 'stylesheet', href: firstPaintCss },
];

/**
 * Styles for the checkout, order and cart pages and for the cart panel. Those pages get them in their HTML as
 * usual; catalog pages don't wait for them before the first paint and load them as soon as the page runs, for
 * the cart panel (issue 12). They come after `links`, as before, so the cascade is unchanged.
 */
const laterStylesheets = [cartAndCheckoutCss];
const CATALOG_ROUTE = /^(routes\/home|routes\/search-results|routes\/product|listing-.+)$/;

function useIsCatalogPage(): boolean {
  const matches = useMatches();
  const page = matches[matches.length - 1];
  return page !== undefined && CATALOG_ROUTE.test(page.id);
}

/**
 * Adds the later stylesheets to the head once the page runs. A page that had them in its HTML gets them once
 * more (from the cache, same rules, same order), because React removes those when the shopper moves on to a
 * catalog page.
 */
function useLaterStylesheets(inConsole: boolean) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the page the visitor arrived on
  useEffect(() => {
    if (inConsole) return;
    for (const href of laterStylesheets) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      document.head.append(link);
    }
  }, []);
}

/**
 * The header's category navigation (it does not change while the shopper browses), and who the shopper is when
 * the page is rendered; in the browser the account query (features/account/api.ts) keeps it current after that.
 * Catalog pages are rendered once for every shopper (`sharedPage`, the server's page cache), so there the account
 * is left out and the browser asks GET /account after hydration. The store's thresholds and fees come with them so
 * every page's HTML shows the configured amounts (no flash).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  // The operator console (/admin) has its own frame: no store header to fill, no shopper to know.
  const inConsole = isConsolePath(new URL(request.url).pathname);
  const [navigation, account] = await Promise.all([
    inConsole ? null : context.services.catalog.navigation(),
    context.sharedPage || inConsole ? null : context.services.viewer.account(),
  ]);
  return {
    navigation,
    account,
    publicConfig: context.publicConfig,
    storeConfig: context.storeConfig,
    ...rootRenderFaults(context.renderFaults, request.url),
  };
}

export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const catalogPage = useIsCatalogPage();
  const inConsole = isConsolePath(useLocation().pathname);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f5c3a" />
        <Meta />
        {/* Stylesheets need no nonce (style-src-elem 'self'). Browsers hide nonce values from the page, so the
            server's nonce would not match the hydrating client's; an empty one is the same on both. */}
        <Links nonce="" />
        {catalogPage || inConsole
          ? null
          : laterStylesheets.map((href) => <link key={href} rel="stylesheet" href={href} nonce="" />)}
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Marks the page as running (`<html data-hydrated>`): catalog pages paint before their JavaScript loads (issue
 * 12), and a browser journey waits for this before it clicks a button that only works once React runs.
 */
function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
}

export default function App({ loaderData }: Route.ComponentProps) {
  const [queryClient] = useState(makeQueryClient);
  const inConsole = isConsolePath(useLocation().pathname);
  useLaterStylesheets(inConsole);
  useHydratedMark();
  return (
    <QueryClientProvider client={queryClient}>
      <RouteQueries>
        {inConsole ? (
          // The console draws its own frame (routes/admin.tsx), without the store's header, cart or modals.
          <Outlet />
        ) : (
          <Shell navigation={loaderData.navigation}>
            <Outlet />
          </Shell>
        )}
      </RouteQueries>
    </QueryClientProvider>
  );
}

/**
 * The global error fallback (account spec §2): 'We're Sorry' with 'Return to Homepage', which reloads the
 * page when the shopper is already on it.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  // The server logs a failed render itself, once, with the request's id (entry.server.tsx).
  if (typeof window !== 'undefined') reportError('global-error', error);
  return (
    <GlobalError
      onReturnHome={(event) => {
        if (location.pathname === '/') {
          event.preventDefault();
          window.location.reload();
        }
      }}
    />
  );
}
