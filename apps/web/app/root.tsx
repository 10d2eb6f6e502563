import { messages } from '@pantry/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from 'react-router';
import type { Route } from './+types/root';
import { Shell } from './components/shell/shell.tsx';
import { RouteQueries } from './lib/page-queries.ts';
import { makeQueryClient } from './lib/query-client.ts';
import accountCss from './styles/account.css?url';
import baseCss from './styles/base.css?url';
import cartCss from './styles/cart.css?url';
import cartLinesCss from './styles/cart-lines.css?url';
import cartSummaryCss from './styles/cart-summary.css?url';
import checkoutCss from './styles/checkout.css?url';
import formsCss from './styles/forms.css?url';
import listingCss from './styles/listing.css?url';
import membershipCss from './styles/membership.css?url';
import productCss from './styles/product.css?url';
import productCardCss from './styles/product-card.css?url';
import shellCss from './styles/shell.css?url';

const favicon =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%231f5c3a'/%3E%3Cpath fill='%23f7f3e8' d='M25 7C15 7 8 11.5 8 19.5c0 1.8.4 3.4 1.2 4.8L7 26.5l1.1 1.1 2.3-2.3c1.4 1 3.1 1.5 4.8 1.5C23 26.8 26 19.5 25 7Z'/%3E%3C/svg%3E";

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: favicon, type: 'image/svg+xml' },
  ...[
    baseCss,
    shellCss,
    formsCss,
    productCardCss,
    listingCss,
    productCss,
    accountCss,
    membershipCss,
    checkoutCss,
    cartCss,
    cartLinesCss,
    cartSummaryCss,
  ].map((href) => ({
    rel: 'stylesheet',
    href,
  })),
];

/**
 * The header's category navigation (it does not change while the shopper browses), and who the shopper is when
 * the page is rendered; in the browser the account query (features/account/api.ts) keeps it current after that.
 * Catalog pages are rendered once for every shopper (`sharedPage`, the server's page cache), so there the account
 * is left out and the browser asks GET /account after hydration. The store's thresholds and fees come with them so
 * every page's HTML shows the configured amounts (no flash).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [navigation, account] = await Promise.all([
    context.services.catalog.navigation(),
    context.sharedPage ? null : context.services.viewer.account(),
  ]);
  return { navigation, account, publicConfig: context.publicConfig, storeConfig: context.storeConfig };
}

export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
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
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <RouteQueries>
        <Shell navigation={loaderData.navigation}>
          <Outlet />
        </Shell>
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
  if (typeof console !== 'undefined') console.error(error);
  return (
    <>
      <title>{`${messages.weAreSorry} | Pantry`}</title>
      <header className="site-header">
        <div className="container header-row">
          <a href="/" className="logo">
            Pantry
          </a>
        </div>
      </header>
      <main id="main" className="site-main">
        <section className="container status-page" aria-labelledby="status-title">
          <h1 id="status-title">{messages.weAreSorry}</h1>
          <p>{messages.somethingWrong}</p>
          <a
            className="btn btn-primary"
            href="/"
            onClick={(event) => {
              if (location.pathname === '/') {
                event.preventDefault();
                window.location.reload();
              }
            }}
          >
            {messages.returnHome}
          </a>
        </section>
      </main>
    </>
  );
}
