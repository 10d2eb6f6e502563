import { type Account, ageMessages } from '@pantry/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAccount } from '../account/index.ts';
import { json, renderAt, signedIn } from '../account/test-support.tsx';
import { DateOfBirthForm } from './date-of-birth-form.tsx';

const fetchMock = vi.fn<typeof fetch>();

/** The form as the account and checkout pages hold it: fed by the cached account, which a confirmation updates. */
function Page() {
  const { account } = useAccount();
  return account ? <DateOfBirthForm account={account} /> : null;
}

const field = () => screen.getByLabelText('Date of birth') as HTMLInputElement;
const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'Confirm date of birth' }));

/** The date `years` before today plus `days`, YYYY-MM-DD. */
function yearsAgo(years: number, days = 0): string {
  const now = new Date();
  return new Date(Date.UTC(now.getFullYear() - years, now.getMonth(), now.getDate() + days))
    .toISOString()
    .slice(0, 10);
}

describe('the date of birth form', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('refuses a date under 21 with the domain’s words, before asking the server', async () => {
    renderAt(Page, '/account/edit', '/account/edit', signedIn());
    fireEvent.change(field(), { target: { value: yearsAgo(20) } });
    confirm();
    expect(await screen.findByText(ageMessages.underAge)).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the date, then shows it confirmed from the answer', async () => {
    const confirmed: Account = signedIn({ date_of_birth: '1988-04-12', is_over_21: true });
    fetchMock.mockResolvedValueOnce(json(confirmed));
    renderAt(Page, '/account/edit', '/account/edit', signedIn());
    fireEvent.change(field(), { target: { value: '1988-04-12' } });
    confirm();
    await waitFor(() =>
      expect(screen.getByText('Date of birth: April 12, 1988 (confirmed, 21 or older)')).toBeTruthy(),
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/account');
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe('date_of_birth=1988-04-12');
    expect(screen.queryByLabelText('Date of birth')).toBeNull();
  });

  it("shows the server's refusal under the field", async () => {
    fetchMock.mockResolvedValueOnce(
      json(
        {
          success: false,
          errors: ageMessages.alreadyConfirmed,
          code: 'conflict',
          field: 'date_of_birth',
        },
        409,
      ),
    );
    renderAt(Page, '/account/edit', '/account/edit', signedIn());
    fireEvent.change(field(), { target: { value: '1970-01-01' } });
    confirm();
    expect(await screen.findByText(ageMessages.alreadyConfirmed)).toBeTruthy();
  });

  it('asks nothing of a shopper whose date of birth is confirmed', () => {
    renderAt(
      Page,
      '/account/edit',
      '/account/edit',
      signedIn({ date_of_birth: '1979-10-03', is_over_21: true }),
    );
    expect(screen.getByText('Date of birth: October 3, 1979 (confirmed, 21 or older)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm date of birth' })).toBeNull();
  });
});
