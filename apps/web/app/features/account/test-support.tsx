import { type Account, DEFAULT_CART_CONFIG, type StoreConfig, storeConfigFromCart } from '@pantry/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub, useLocation } from 'react-router';
import { Snackbar } from '../../components/common/snackbar.tsx';
import { makeQueryClient } from '../../lib/query-client.ts';
import { storeConfigKeys } from '../store-config/index.ts';
import { accountKeys } from './api.ts';
import { useFlashSnacks } from './auth-flash.ts';

/** Shows where the router is, and the flashed toasts (as the shell does). */
export function Where() {
  const location = useLocation();
  useFlashSnacks(location.key);
  return (
    <>
      <p data-testid="where">{`${location.pathname}${location.search}`}</p>
      <Snackbar />
    </>
  );
}

/** Renders `Page` at `path` (plus a catch-all that only shows the location) with the account in the cache. */
export function renderAt(
  Page: ComponentType,
  path: string,
  url: string,
  account?: Account,
  storeConfig: StoreConfig = storeConfigFromCart(DEFAULT_CART_CONFIG),
) {
  const client = makeQueryClient();
  if (account) client.setQueryData(accountKeys.account, account);
  // The root loader's store settings, as the app has them before any page renders (the defaults unless given).
  client.setQueryData(storeConfigKeys.config, storeConfig);
  const WithWhere = () => (
    <>
      <Page />
      <Where />
    </>
  );
  const Stub = createRoutesStub([
    { path, Component: WithWhere },
    { path: '*', Component: Where },
  ]);
  const view = render(
    <QueryClientProvider client={client}>
      <Stub initialEntries={[url]} />
    </QueryClientProvider>,
  );
  return { ...view, client, where: () => screen.getByTestId('where').textContent };
}
export * from './test-account.ts';
