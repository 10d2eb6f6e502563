import type { Reminder } from '@pantry/domain';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../account/test-support.tsx';
import { ReminderList, useAccountReminders } from '../account-reminders/index.ts';
import { makeAccount, mockApi, visitorAccount } from '../membership/test-support.tsx';
import { RemindMeButton } from './remind-me-button.tsx';

const product = { id: 42, title: 'Maple Granola' };

function reminder(overrides: Partial<Reminder> = {}): Reminder {
  return {
    reminder_id: 5,
    product_id: 42,
    state: 'active',
    created_at: '2026-11-27T18:00:00.000Z',
    expires_at: '2027-02-25T18:00:00.000Z',
    sent_at: null,
    product: {
      title: 'Maple Granola',
      url_key: 'maple-granola',
      image: '/media/products/42-0.svg',
      in_stock: false,
    },
    ...overrides,
  };
}

const list = (...reminders: Reminder[]) => ({ reminder_ids: reminders.map((r) => r.reminder_id), reminders });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const Button = () => <RemindMeButton product={product} compact={false} />;

describe('Remind me when in stock (storefront §4, account §4 Reminders)', () => {
  it('sends a visitor to sign in, coming back to this page to set the reminder; no reminder call is made', async () => {
    const { calls } = mockApi({});
    const view = renderAt(Button, '/p/:key', '/p/maple-granola?ref=home', visitorAccount());
    const link = await screen.findByRole('link', { name: /Remind me when in stock/ });
    expect(link.getAttribute('href')).toBe(
      `/login?route=${encodeURIComponent('/p/maple-granola?ref=home&remind=42')}`,
    );
    fireEvent.click(link);
    expect(view.where()).toBe(`/login?route=${encodeURIComponent('/p/maple-granola?ref=home&remind=42')}`);
    expect(calls.filter((c) => c.url.includes('/reminders'))).toEqual([]);
  });

  it('sets one for a signed-in shopper, then reads Reminder Set and is disabled', async () => {
    const { calls } = mockApi({
      'GET /api/v1/account/reminders': () => [200, list()],
      'POST /api/v1/account/reminders': () => [200, { success: true, reminder: reminder() }],
    });
    renderAt(Button, '/p/:key', '/p/maple-granola', makeAccount());
    const button = await screen.findByRole('button', { name: /Remind me when in stock/ });
    await waitFor(() => expect(calls.some((c) => c.method === 'GET')).toBe(true));
    await act(async () => {
      fireEvent.click(button);
    });
    const set = await screen.findByRole('button', { name: /Reminder Set/ });
    expect((set as HTMLButtonElement).disabled).toBe(true);
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.body)).toEqual(['product=42']);
    expect(await screen.findByText('We will e-mail you when it is back in stock.')).toBeTruthy();
  });

  it('reads Reminder Set, disabled, after a reload (from the server’s list)', async () => {
    mockApi({ 'GET /api/v1/account/reminders': () => [200, list(reminder())] });
    renderAt(Button, '/p/:key', '/p/maple-granola', makeAccount());
    const set = await screen.findByRole('button', { name: /Reminder Set/ });
    expect((set as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers it again once the last reminder was sent or expired', async () => {
    mockApi({ 'GET /api/v1/account/reminders': () => [200, list(reminder({ state: 'expired' }))] });
    renderAt(Button, '/p/:key', '/p/maple-granola', makeAccount());
    await waitFor(() => expect(screen.getByRole('button', { name: /Remind me when in stock/ })).toBeTruthy());
  });

  it('sets the reminder a visitor asked for once they are back signed in, and drops the parameter', async () => {
    const { calls } = mockApi({
      'GET /api/v1/account/reminders': () => [200, list()],
      'POST /api/v1/account/reminders': () => [200, { success: true, reminder: reminder() }],
    });
    const view = renderAt(Button, '/p/:key', '/p/maple-granola?ref=home&remind=42', makeAccount());
    await screen.findByRole('button', { name: /Reminder Set/ });
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual(['product=42']);
    await waitFor(() => expect(view.where()).toBe('/p/maple-granola?ref=home'));
  });

  it('shows the store’s message when the item came back in stock meanwhile', async () => {
    mockApi({
      'GET /api/v1/account/reminders': () => [200, list()],
      'POST /api/v1/account/reminders': () => [
        409,
        { success: false, errors: 'This item is in stock. Add it to your cart instead.', code: 'conflict' },
      ],
    });
    renderAt(Button, '/p/:key', '/p/maple-granola', makeAccount());
    const button = await screen.findByRole('button', { name: /Remind me when in stock/ });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(await screen.findByText('This item is in stock. Add it to your cart instead.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Remind me when in stock/ })).toBeTruthy();
  });
});

describe('the account’s reminders', () => {
  function Page() {
    const { data } = useAccountReminders();
    return data ? <ReminderList reminders={data.reminders} /> : null;
  }

  it('lists each with its expiry or state, and removes one', async () => {
    const expired = reminder({
      reminder_id: 6,
      product_id: 43,
      state: 'expired',
      product: { ...reminder().product, title: 'Oat Milk' },
    });
    const { calls } = mockApi({
      'GET /api/v1/account/reminders': () => [200, list(reminder(), expired)],
      'DELETE /api/v1/account/reminders/6': () => [200, { success: true }],
    });
    renderAt(Page, '/account/reminders', '/account/reminders', makeAccount());
    expect(await screen.findByText('Waiting for stock · Expires on Feb 25, 2027')).toBeTruthy();
    expect(screen.getByText('Expired')).toBeTruthy();
    const removes = screen.getAllByRole('button', { name: 'Remove' });
    await act(async () => {
      fireEvent.click(removes[1] as HTMLElement);
    });
    await waitFor(() => expect(screen.queryByText('Oat Milk')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/account/reminders/6'))).toBe(true);
  });

  it('says what reminders are when there are none', async () => {
    mockApi({ 'GET /api/v1/account/reminders': () => [200, list()] });
    renderAt(Page, '/account/reminders', '/account/reminders', makeAccount());
    expect(await screen.findByText(/No reminders\./)).toBeTruthy();
  });
});
