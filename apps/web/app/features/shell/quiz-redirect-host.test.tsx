import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, signedIn } from '../account/test-support.tsx';
import { fakeCartServer } from '../cart/test-support.ts';
import { QuizRedirectHost } from './shell-behaviours.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the shell’s quiz redirect host', () => {
  it('loads the redirect for an account with the prefill flag and no completed quiz, which sends it to the quiz', async () => {
    vi.stubGlobal('fetch', fakeCartServer().fetch);
    const member = signedIn({
      user_status: 'member',
      cartprefill_quiz_enabled: true,
      quiz_completion_date: null,
    });
    const view = renderAt(QuizRedirectHost, '/', '/', member);
    await waitFor(() => expect(view.where()).toBe('/quiz/vNextQuizv1'));
  });

  it('loads nothing for an account without the flag', async () => {
    const server = fakeCartServer();
    vi.stubGlobal('fetch', server.fetch);
    const view = renderAt(QuizRedirectHost, '/', '/', signedIn({ user_status: 'member' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.where()).toBe('/');
    expect(server.calls).toHaveLength(0);
  });
});
