import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProduct } from '../../test-utils/fixtures.ts';
import { renderAt } from '../account/test-support.tsx';
import { PLA_STORAGE_KEY } from '../membership/index.ts';
import { mockApi } from '../membership/test-support.tsx';
import AutoshipControl from './autoship-control.tsx';
import { autoshipSchedule, memberOnAutoship } from './test-support.ts';

const product = makeProduct({ autoship_enabled: true });

/** A member on the store's opt-out programme whose autoship has not started. */
const optOutMember = memberOnAutoship({
  autoship: { ...memberOnAutoship().autoship, status: 'inactive', autoship_type: 'opt_out' },
});

function show() {
  mockApi({
    'GET /api/v1/autoship/items': () => [200, { success: true, items: [] }],
    'GET /api/v1/autoship/schedule/first': () => [200, { success: true, schedule: autoshipSchedule() }],
  });
  return renderAt(() => <AutoshipControl product={product} />, '/p/:key', '/p/peanut-butter', optOutMember);
}

describe('the Subscribe control on an ad-campaign (PLA) visit (account spec §4)', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('offers opt-out autoship on an ordinary visit', async () => {
    show();
    expect(await screen.findByRole('button', { name: 'Turn on Recurring' })).toBeTruthy();
  });

  it('hides opt-out autoship when the visit landed from a PLA and the autoship is not active', async () => {
    sessionStorage.setItem(PLA_STORAGE_KEY, '1');
    const { client } = show();
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
