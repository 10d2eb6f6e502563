import type { Account } from '@pantry/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../account/test-support.tsx';
import { mockApi } from '../membership/test-support.tsx';
import { NextShipmentSummary } from './next-shipment-summary.tsx';
import { AutoshipSettings } from './settings-panel.tsx';
import { AutoshipStateGate } from './state-gate.tsx';
import { autoshipSchedule, memberOnAutoship } from './test-support.ts';

const withStatus = (status: string | null): Account => {
  const member = memberOnAutoship();
  return { ...member, autoship: { ...member.autoship, status, autoship_enabled: status === 'active' } };
};

/** The server: PUT /account moves the account's autoship status (or refuses with `refusal`). */
function api(start: string | null, refusal?: string) {
  let status = start;
  const mock = mockApi({
    'GET /api/v1/account': () => [200, withStatus(status)],
    'GET /api/v1/autoship/schedule/first': () => [200, { success: true, schedule: autoshipSchedule() }],
    'PUT /api/v1/account': () =>
      refusal ? [400, { success: false, errors: refusal }] : [200, withStatus(status)],
  });
  return {
    ...mock,
    /** The status the next answers carry (the server's move). */
    set: (next: string | null) => {
      status = next;
    },
  };
}

const puts = (calls: { url: string; method: string }[]) =>
  calls.filter((call) => call.method === 'PUT').map((call) => new URL(call.url, 'http://x').search);

describe('turning recurring off and on (/autoship/settings, account spec §4)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks first, turns recurring off, then offers to turn it back on', async () => {
    const server = api('active');
    const { calls, fetchMock } = server;
    renderAt(AutoshipSettings, '/autoship/settings', '/autoship/settings', withStatus('active'));
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off recurring' }));
    const confirm = screen.getByRole('group', { name: 'Turn off recurring?' });
    expect(puts(calls)).toEqual([]);
    server.set('inactive');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, turn off' }));
    expect(
      await screen.findByText('Recurring is turned off: nothing ships until you turn it back on.'),
    ).toBeTruthy();
    expect(confirm.isConnected).toBe(false);
    expect(puts(calls)).toEqual(['?autoship_status=inactive']);
    // PUT /account refuses a missing body (null), so the move sends an empty form.
    expect(fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')?.[1]?.body).toBe('');
    expect(screen.queryByRole('button', { name: 'Pause autoship' })).toBeNull();

    server.set('active');
    fireEvent.click(screen.getByRole('button', { name: 'Turn on recurring' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pause autoship' })).toBeTruthy());
    expect(puts(calls)).toEqual(['?autoship_status=inactive', '?autoship_status=active']);
    expect(screen.queryByText(/Recurring is turned off/)).toBeNull();
  });

  it("'Keep it on' sends nothing", async () => {
    const { calls } = api('paused');
    renderAt(AutoshipSettings, '/autoship/settings', '/autoship/settings', withStatus('paused'));
    expect(await screen.findByText('Autoship is paused: nothing ships until you resume it.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off recurring' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep it on' }));
    expect(screen.queryByRole('group', { name: 'Turn off recurring?' })).toBeNull();
    expect(puts(calls)).toEqual([]);
  });

  it("shows the server's refusal as an alert", async () => {
    api('active', "You can't turn off an autoship that is canceled.");
    renderAt(AutoshipSettings, '/autoship/settings', '/autoship/settings', withStatus('active'));
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off recurring' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, turn off' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
        "You can't turn off an autoship that is canceled.",
      ),
    );
  });

  it("the overview of a turned-off autoship says so and offers 'Turn on recurring'", async () => {
    api('inactive');
    renderAt(NextShipmentSummary, '/autoship', '/autoship', withStatus('inactive'));
    expect(
      await screen.findByText('Recurring is turned off: nothing ships until you turn it back on.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn on recurring' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /^Next shipment/ })).toBeNull();
  });
});

describe('the autoship pages of an autoship that does not exist', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const gated = () => (
    <AutoshipStateGate stateNote={false}>
      <AutoshipSettings />
    </AutoshipStateGate>
  );

  it('shows how to start instead of settings when it is not started', async () => {
    // A zero-order cancel keeps its schedule row: the page must not offer settings for it.
    api(null);
    renderAt(gated, '/autoship/settings', '/autoship/settings', withStatus(null));
    expect(await screen.findByRole('heading', { name: 'You have no autoship yet' })).toBeTruthy();
    expect(screen.getByText(/Choose Subscribe on a product to start one/)).toBeTruthy();
    expect(screen.queryByLabelText('Frequency for new items')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel autoship' })).toBeNull();
  });

  it('says a canceled autoship is canceled', async () => {
    api('canceled');
    renderAt(gated, '/autoship/settings', '/autoship/settings', withStatus('canceled'));
    expect(await screen.findByRole('heading', { name: 'Your autoship is canceled' })).toBeTruthy();
    expect(screen.queryByLabelText('Frequency for new items')).toBeNull();
  });
});

describe('the item lists of an autoship that ships nothing', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const list = () => (
    <AutoshipStateGate stateNote>
      <p>the items</p>
    </AutoshipStateGate>
  );

  it.each([
    ['inactive', 'Recurring is turned off: nothing ships until you turn it back on.'],
    ['paused', 'Autoship is paused: nothing ships until you resume it.'],
  ])('says a %s autoship ships nothing, above its items', async (status, text) => {
    api(status);
    renderAt(list, '/autoship/all-items', '/autoship/all-items', withStatus(status));
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change it in Settings' }).getAttribute('href')).toBe(
      '/autoship/settings',
    );
    expect(screen.getByText('the items')).toBeTruthy();
  });

  it('says nothing above a running autoship’s items', async () => {
    api('active');
    renderAt(list, '/autoship/all-items', '/autoship/all-items', withStatus('active'));
    expect(await screen.findByText('the items')).toBeTruthy();
    expect(screen.queryByText(/nothing ships/)).toBeNull();
  });
});

// Issue 23: one click paused every item.
describe('pausing or cancelling the whole autoship asks first', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it.each([
    ['Pause autoship', 'Pause autoship?', 'Keep it running', 'Yes, pause', '?autoship_status=paused'],
    [
      'Cancel autoship',
      'Cancel autoship?',
      'Keep autoship',
      'Yes, cancel autoship',
      '?autoship_status=canceled',
    ],
  ])("'%s' sends nothing until the shopper confirms", async (button, question, no, yes, sent) => {
    const { calls } = api('active');
    renderAt(AutoshipSettings, '/autoship/settings', '/autoship/settings', withStatus('active'));
    fireEvent.click(await screen.findByRole('button', { name: button }));
    const group = screen.getByRole('group', { name: question });
    // The safe answer has focus: an Enter changes nothing.
    expect(document.activeElement).toBe(within(group).getByRole('button', { name: no }));
    fireEvent.click(within(group).getByRole('button', { name: no }));
    expect(screen.queryByRole('group', { name: question })).toBeNull();
    expect(puts(calls)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: button }));
    fireEvent.click(screen.getByRole('button', { name: yes }));
    await waitFor(() => expect(puts(calls)).toEqual([sent]));
  });
});
