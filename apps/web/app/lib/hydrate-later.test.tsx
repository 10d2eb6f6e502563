import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { HydrateLater, hydrateInSlices, whenFullyHydrated } from './hydrate-later.tsx';

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}

function Page() {
  return (
    <main>
      <Counter name="now" />
      <HydrateLater>
        <Counter name="later" />
      </HydrateLater>
      <HydrateLater>
        <p>last part</p>
      </HydrateLater>
    </main>
  );
}

/** The page as the server sent it, in the document, ready to be hydrated. */
function serverRendered(page: ReactNode): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  return container;
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('hydration in slices', () => {
  it('keeps the server HTML of a later part once, and makes it live in a later task', async () => {
    const container = serverRendered(<Page />);
    const serverButton = screen.getByRole('button', { name: 'later 0' });

    hydrateInSlices(() => hydrateRoot(container, <Page />));
    // In the same task, the first hydration has made "now" live; "later" still waits, its server element in place.
    fireEvent.click(screen.getByRole('button', { name: 'now 0' }));
    fireEvent.click(serverButton);
    expect(screen.getByRole('button', { name: 'now 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^later/ })).toBe(serverButton);
    expect(serverButton.textContent).toBe('later 0');

    await act(() => whenFullyHydrated());
    fireEvent.click(screen.getByRole('button', { name: 'later 0' }));
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'later 1' })).toBe(serverButton);
    expect(screen.getAllByRole('button')).toHaveLength(2);
    expect(screen.getAllByText('last part')).toHaveLength(1);
  });

  it('renders a part at once outside the first hydration', () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'later 0' }));
    expect(screen.getByRole('button', { name: 'later 1' })).toBeTruthy();
  });
});
