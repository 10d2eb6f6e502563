import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part.ts';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyPart', () => {
  afterEach(cleanup);

  it('renders the loaded component with its props once its code has arrived', async () => {
    const Part = lazyPart(async () => Greeting);
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Part name="Sam" />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(await screen.findByText('Hello Sam')).toBeTruthy();
  });

  it('renders the fallback part, not an error, when the code cannot be fetched', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Part = lazyPart<{ name: string }>(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      ({ name }) => <p role="alert">Could not load {name}</p>,
    );
    render(
      <Suspense fallback={null}>
        <Part name="the cart" />
      </Suspense>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load the cart');
    expect(logged).toHaveBeenCalledWith('lazy-part', expect.any(TypeError));
    logged.mockRestore();
  });

  it('renders nothing by default when the code cannot be fetched', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Part = lazyPart(() => Promise.reject(new Error('offline')));
    const { container } = render(
      <Suspense fallback={<p>Loading…</p>}>
        <Part />
      </Suspense>,
    );
    await vi.waitFor(() => expect(container.textContent).toBe(''));
    logged.mockRestore();
  });
});
