import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Pager, pageWindow } from './pager.tsx';

function renderPager(page: number, pages: number) {
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => (
        <Pager page={page} pages={pages} href={(n) => `/things?page=${n}`} label="Thing pages" />
      ),
    },
  ]);
  return render(<Stub initialEntries={['/things']} />);
}

describe('pager', () => {
  afterEach(cleanup);

  it('shows the first, the last and two pages either side of the current one, with gaps', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(6, 12)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]);
    expect(pageWindow(2, 9)).toEqual([1, 2, 3, 4, 'gap', 9]);
  });

  it('shows nothing for a single page', () => {
    renderPager(1, 1);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('links Previous, the pages and Next with the given addresses, and marks the current page', () => {
    renderPager(2, 3);
    const nav = screen.getByRole('navigation', { name: 'Thing pages' });
    expect(within(nav).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
      '/things?page=1',
    );
    expect(within(nav).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/things?page=3');
    expect(within(nav).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/things?page=3');
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Page 2');
    expect(within(nav).queryByRole('link', { name: 'Page 2' })).toBeNull();
  });

  it('leaves out Previous on the first page and Next on the last', () => {
    renderPager(1, 2);
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
    cleanup();
    renderPager(2, 2);
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
  });
});
