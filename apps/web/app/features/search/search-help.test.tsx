import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchHelp } from './search-help.tsx';

function renderHelp(help: Parameters<typeof SearchHelp>[0]['help']) {
  const Stub = createRoutesStub([{ path: '/search/results', Component: () => <SearchHelp help={help} /> }]);
  return render(<Stub initialEntries={['/search/results?q=mlk']} />);
}

describe('SearchHelp', () => {
  afterEach(cleanup);

  it("offers 'Did you mean' and popular searches as links to their results", () => {
    renderHelp({ did_you_mean: 'almond milk', popular: ['peanut butter', 'kombucha'] });
    expect(screen.getByText(/Did you mean/).textContent).toBe('Did you mean almond milk?');
    expect(screen.getByRole('link', { name: 'almond milk' }).getAttribute('href')).toBe(
      '/search/results?q=almond%20milk',
    );
    const popular = screen.getByRole('navigation', { name: 'Popular searches' });
    expect(popular.querySelectorAll('a')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'kombucha' }).getAttribute('href')).toBe(
      '/search/results?q=kombucha',
    );
  });

  it('shows nothing when the server has neither', () => {
    const { container } = renderHelp({ popular: [] });
    expect(container.textContent).toBe('');
  });
});
