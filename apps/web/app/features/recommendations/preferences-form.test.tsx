import type { PreferencesAnswer } from '@pantry/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeQueryClient } from '../../lib/query-client.ts';
import { PreferencesForm } from './preferences-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const answer: PreferencesAnswer = {
  success: true,
  preferences: {
    diets: [
      { key: 'vegan', label: 'Vegan', family: 'diets' },
      { key: 'keto', label: 'Keto', family: 'diets' },
    ],
    values: [{ key: 'women-owned', label: 'Women Owned', family: 'social' }],
  },
  user_preferences: { diets: ['vegan'], values: [] },
  data: { preferred_diet: ['vegan'] },
};

describe('PreferencesForm', () => {
  it('shows the catalog’s diets and values with the shopper’s ticked, and saves the choice by PUT /preferences', async () => {
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      const sent = new URLSearchParams(String(init.body));
      const diets = sent.getAll('preferred_diet');
      return new Response(
        JSON.stringify({
          ...answer,
          user_preferences: { diets, values: [] },
          data: { preferred_diet: diets },
        }),
        { status: 200 },
      );
    });
    vi.stubGlobal('fetch', fetch);
    render(
      <QueryClientProvider client={makeQueryClient()}>
        <PreferencesForm answer={answer} />
      </QueryClientProvider>,
    );
    expect((screen.getByRole('checkbox', { name: 'Vegan' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Keto' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('group', { name: 'What I value' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Keto' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Saved'));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toContain('/api/v1/preferences');
    expect(init.method).toBe('PUT');
    expect(new URLSearchParams(String(init.body)).getAll('preferred_diet')).toEqual(['vegan', 'keto']);
  });
});
