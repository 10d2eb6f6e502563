import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeQueryClient } from '../../lib/query-client.ts';
import { json } from '../cart/test-support.ts';
import { ExperimentsHost } from './api.ts';
import { experimentsParams, rememberFirstClickMedium } from './first-click.ts';
import { experimentsKeys, useExperiments } from './read.ts';

const navigation = { categories: [] };
let client: QueryClient;
let Page: () => React.ReactNode = () => null;

function NoFallback() {
  return null;
}

async function renderWith(experiments: Record<string, string> | null, ui: () => React.ReactNode) {
  Page = ui;
  client = makeQueryClient();
  if (experiments) client.setQueryData(experimentsKeys.map, { success: true, experiments });
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ navigation }),
      HydrateFallback: NoFallback,
      children: [{ path: '*', Component: () => <div data-testid="page">{Page()}</div> }],
    },
  ]);
  const view = render(
    <QueryClientProvider client={client}>
      <Stub initialEntries={['/c/food']} />
    </QueryClientProvider>,
  );
  await screen.findByTestId('page');
  await waitFor(() => expect(client.isFetching()).toBe(0));
  return view;
}

function Status() {
  const { status, map } = useExperiments();
  return (
    <p data-testid="status">
      {status} {JSON.stringify(map)}
    </p>
  );
}

describe('loading the experiments', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('goes idle, then ready with the map, asking once with the URL parameters', async () => {
    const fetch = vi.fn(async () =>
      json({ success: true, experiments: { post_discount_pricing: 'variation_1' } }),
    );
    vi.stubGlobal('fetch', fetch);
    await renderWith(null, () => (
      <>
        <Status />
        <ExperimentsHost />
      </>
    ));
    expect(screen.getByTestId('status').textContent).toBe('ready {"post_discount_pricing":"variation_1"}');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0 as never])).toContain('/api/v1/experiments');
  });

  it('retries 3 times, then settles on error with an empty map (control everywhere)', async () => {
    const fetch = vi.fn(async () => json({ success: false, errors: 'down' }, 500));
    vi.stubGlobal('fetch', fetch);
    Page = () => (
      <>
        <Status />
        <ExperimentsHost />
      </>
    );
    client = makeQueryClient();
    const Stub = createRoutesStub([{ path: '*', Component: () => <>{Page()}</> }]);
    render(
      <QueryClientProvider client={client}>
        <Stub initialEntries={['/']} />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('status').textContent).toBe('idle {}');
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('error {}'), { timeout: 6000 });
    expect(fetch).toHaveBeenCalledTimes(4);
  }, 10_000);
});

describe('first click and URL parameters', () => {
  it('keeps the first utm_medium only', () => {
    const doc = { cookie: '' };
    rememberFirstClickMedium('?utm_medium=email', doc);
    expect(doc.cookie).toContain('pantry_utm_medium=email; path=/; max-age=2592000');
    doc.cookie = 'pantry_utm_medium=email';
    rememberFirstClickMedium('?utm_medium=google_pla', doc);
    expect(doc.cookie).toBe('pantry_utm_medium=email');
  });

  it('passes disableExperiments and the experiments JSON through', () => {
    expect(experimentsParams('?disableExperiments=true&experiments=%7B%7D&x=1')).toEqual({
      disableExperiments: 'true',
      experiments: '{}',
    });
    expect(experimentsParams('?disableExperiments=no')).toEqual({});
  });
});
