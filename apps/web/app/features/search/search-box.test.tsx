import type { SearchSuggest } from '@pantry/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureAnalytics } from '../../lib/analytics.ts';
import { makeQueryClient } from '../../lib/query-client.ts';
import { SearchBox } from './search-box.tsx';

const suggestions: SearchSuggest = {
  products: [
    {
      id: 1,
      title: 'Organic Peanut Butter',
      url_key: 'organic-peanut-butter',
      image: '/i/1.svg',
      price: 5.99,
    },
    { id: 2, title: 'Peanut Butter Cups', url_key: 'peanut-butter-cups', image: '/i/2.svg', price: 3.49 },
  ],
  brands: [{ name: 'Peanut Farm', url_key: 'peanut-farm' }],
  categories: [{ name: 'Nut Butters', url_key: 'nut-butters' }],
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function Page() {
  return (
    <>
      <SearchBox />
      <Where />
    </>
  );
}

function renderSearch() {
  const Stub = createRoutesStub([{ path: '*', Component: Page }]);
  return render(
    <QueryClientProvider client={makeQueryClient()}>
      <Stub initialEntries={['/']} />
    </QueryClientProvider>,
  );
}

const input = () => screen.getByRole('combobox');
const where = () => screen.getByTestId('where').textContent;

async function typeAndWait(text: string) {
  fireEvent.focus(input());
  fireEvent.change(input(), { target: { value: text } });
  await screen.findByRole('option', { name: /Organic Peanut Butter/ }, { timeout: 2000 });
}

describe('SearchBox', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn(async () => new Response(JSON.stringify(suggestions), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks for suggestions as the shopper types, with the spec headers', async () => {
    renderSearch();
    expect(input().getAttribute('aria-expanded')).toBe('false');
    await typeAndWait('pean');
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option')).toHaveLength(4);
    expect(screen.getByRole('group', { name: 'Brands' })).toBeTruthy();
    const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
    expect(url).toBe('/api/v1/search/suggest?q=pean');
    expect((init.headers as Record<string, string>).reqsource).toBe('web');
    expect(init.credentials).toBe('include');
  });

  it('does not ask for one letter', async () => {
    renderSearch();
    fireEvent.change(input(), { target: { value: 'p' } });
    await act(() => new Promise((r) => setTimeout(r, 250)));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('moves through suggestions with ArrowDown/ArrowUp (wrapping) via aria-activedescendant', async () => {
    renderSearch();
    await typeAndWait('peanut');
    const options = screen.getAllByRole('option');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(input().getAttribute('aria-activedescendant')).toBe(options[3]?.id);
  });

  it('opens the active suggestion on Enter', async () => {
    renderSearch();
    await typeAndWait('peanut');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(where()).toBe('/p/peanut-butter-cups'));
    fireEvent.focus(input());
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(where()).toBe('/c/nut-butters'));
  });

  it('submits the words to /search/results when no suggestion is active', async () => {
    const capture = captureAnalytics();
    renderSearch();
    await typeAndWait('peanut butter');
    fireEvent.submit(input().closest('form') as HTMLFormElement);
    await waitFor(() => expect(where()).toBe('/search/results?q=peanut%20butter'));
    capture.restore();
    // The results page tracks the words submitted ('direct'); the box tracks nothing of its own.
    expect(capture.events).toEqual([]);
  });

  it('closes the list on Escape, then clears the box on a second Escape', async () => {
    renderSearch();
    await typeAndWait('peanut');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().getAttribute('aria-activedescendant')).toBeNull();
    expect((input() as HTMLInputElement).value).toBe('peanut');
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect((input() as HTMLInputElement).value).toBe('');
  });

  it("opens a suggestion on click, tracked as Search Performed with result type 'autocomplete'", async () => {
    const capture = captureAnalytics();
    renderSearch();
    await typeAndWait('peanut');
    fireEvent.click(screen.getByRole('option', { name: /Peanut Farm/ }));
    await waitFor(() => expect(where()).toBe('/brand/peanut-farm'));
    capture.restore();
    expect(capture.events).toEqual([
      { event: 'Search Performed', properties: { query: 'peanut', result_type: 'autocomplete' } },
    ]);
  });
});
