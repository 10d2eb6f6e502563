import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { snackbar } from '../../lib/snackbar-store.ts';
import { Snackbar } from './snackbar.tsx';

describe('Snackbar', () => {
  afterEach(() => {
    snackbar.clear();
    cleanup();
  });

  it('stacks toasts 55 px apart, renders markdown links, and closes one from its button', async () => {
    const Stub = createRoutesStub([{ path: '*', Component: Snackbar }]);
    render(<Stub initialEntries={['/']} />);
    await screen.findByRole('region', { name: 'Notifications' });
    act(() => {
      snackbar.push({ type: 'success', message: 'Saved. [View list](/account/lists/saved)' });
      snackbar.push({ type: 'error', title: 'Add to Cart error', message: 'Out of stock' });
    });
    // The toasts' code loads with the first one.
    const status = await screen.findByRole('status');
    const alert = screen.getByRole('alert');
    expect(status.style.top).toBe('0px');
    expect(alert.style.top).toBe('55px');
    expect(screen.getByRole('link', { name: 'View list' }).getAttribute('href')).toBe('/account/lists/saved');
    expect(alert.textContent).toContain('Add to Cart error');
    fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss notification' })[0] as HTMLElement);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('alert').style.top).toBe('0px');
  });
});
