import {
  PREFILL_EMPTY_ERROR,
  PREFILL_MARKER_KEYS,
  type QuizQuestion,
  type QuizWithProgress,
} from '@pantry/domain';
import { quizQuestion as question } from '@pantry/domain/testing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt, signedIn } from '../account/test-support.tsx';
import { fakeCartServer, json, makeLine } from '../cart/test-support.ts';
import { PrefillPicks } from './prefill-picks.tsx';
import { PrefilledRemoval } from './prefilled-removal.tsx';
import { QuestionStep } from './question-step.tsx';
import { QuizRedirect } from './quiz-redirect.tsx';

const quiz: QuizWithProgress = {
  id: 1,
  key: 'quickstart',
  title: 'Quickstart',
  description: '',
  prefills_cart: true,
  questions: [
    question(1, 10),
    question(2, 20, { fresh_only: true }),
    question(3, 30, { dependencies: { show_if: [], skip_if: [{ question_id: 1, answers: ['no'] }] } }),
    question(4, 40),
  ],
  transitions: [{ id: 1, type: 'welcome', position: 10, title: 'Welcome', body: 'A few questions.' }],
  recommendation_points: [],
  progress: {
    uuid: null,
    quiz_key: 'quickstart',
    answers: {},
    next_question_url_key: 'q1',
    is_complete: false,
    quiz_completion_date: null,
  },
};

const member = signedIn({ user_status: 'member', cartprefill_quiz_enabled: true });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('a quiz question', () => {
  it('saves the answer and goes to the next shown question (fresh_only and skip_if skipped)', async () => {
    const server = fakeCartServer();
    server.respond = (call) =>
      call.path === '/api/v1/quiz_v2/key/quickstart/answers'
        ? json({ success: true, progress: { ...quiz.progress, uuid: 'u1', answers: { 1: ['no'] } } })
        : undefined;
    vi.stubGlobal('fetch', server.fetch);
    const view = renderAt(
      () => <QuestionStep quiz={quiz} question={quiz.questions[0] as QuizQuestion} freshEnabled={false} />,
      '/quiz/:quizKey/:questionUrlKey',
      '/quiz/quickstart/q1',
      member,
    );
    expect(screen.getByText('Welcome')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('No'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(view.where()).toBe('/quiz/quickstart/q4'));
    const posted = server.calls.find((c) => c.path.endsWith('/answers'));
    expect(posted?.body).toMatchObject({ question_id: '1', answer: 'no' });
  });

  it('asks for an answer to a required question without calling the server', () => {
    const server = fakeCartServer();
    vi.stubGlobal('fetch', server.fetch);
    renderAt(
      () => <QuestionStep quiz={quiz} question={quiz.questions[0] as QuizQuestion} freshEnabled />,
      '/quiz/:quizKey/:questionUrlKey',
      '/quiz/quickstart/q1',
      member,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose an answer.');
    expect(server.calls.some((c) => c.path.endsWith('/answers'))).toBe(false);
  });
});

describe('the picks page sends the prefill once', () => {
  let server: ReturnType<typeof fakeCartServer>;
  beforeEach(() => {
    localStorage.setItem(PREFILL_MARKER_KEYS.needsSending, '1');
    localStorage.setItem(PREFILL_MARKER_KEYS.hasSent, '0');
    localStorage.setItem('pantry.cartPrefill.uuid', 'u1');
    server = fakeCartServer();
    vi.stubGlobal('fetch', server.fetch);
  });

  const recs = (ids: number[], added: number) => ({
    success: ids.length > 0,
    uuid: 'u1',
    product_ids: ids,
    added,
    has_sent: true,
    ...(ids.length ? {} : { errors: PREFILL_EMPTY_ERROR, code: 'prefill_empty' }),
  });
  const prefillCalls = () => server.calls.filter((c) => c.path === '/api/v1/getCartPrefillRecs');

  it('fills an empty cart, marks it sent, and a second visit sends nothing', async () => {
    server.respond = (call) => {
      if (call.path === '/api/v1/prepareCartPrefillRecs') return json(recs([5, 6], 0));
      if (call.path === '/api/v1/getCartPrefillRecs') return json(recs([5, 6], 2));
      return undefined;
    };
    renderAt(PrefillPicks, '/quiz/picks', '/quiz/picks', member);
    await screen.findByText('We added 2 products to your cart. Remove any you don’t want.');
    expect(prefillCalls()[0]?.body).toMatchObject({ uuid: 'u1', add_to_cart: '1', is_manual_prefill: '0' });
    expect(localStorage.getItem(PREFILL_MARKER_KEYS.hasSent)).toBe('1');
    cleanup();
    renderAt(PrefillPicks, '/quiz/picks', '/quiz/picks', member);
    await screen.findByText('Your picks are already in your cart.');
    expect(prefillCalls()).toHaveLength(1);
  });

  it('marks the prefill sent when the cart already holds items, and adds nothing', async () => {
    server = fakeCartServer([makeLine({ product_id: 9 })]);
    vi.stubGlobal('fetch', server.fetch);
    renderAt(PrefillPicks, '/quiz/picks', '/quiz/picks', member);
    await screen.findByText('Your cart already has items, so we left it as it is.');
    expect(prefillCalls()).toHaveLength(0);
    expect(localStorage.getItem(PREFILL_MARKER_KEYS.hasSent)).toBe('1');
  });

  it('waits for the account’s prefill flag', async () => {
    renderAt(PrefillPicks, '/quiz/picks', '/quiz/picks', signedIn({ cartprefill_quiz_enabled: false }));
    await screen.findByText(/Cart prefill is off for your account/);
    expect(prefillCalls()).toHaveLength(0);
  });

  it('reports no products as the spec says and marks the call failed', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.respond = (call) => (call.path.endsWith('PrefillRecs') ? json(recs([], 0)) : undefined);
    renderAt(PrefillPicks, '/quiz/picks', '/quiz/picks', member);
    await screen.findByText(`We could not find picks for your answers (${PREFILL_EMPTY_ERROR}).`);
    expect(logged).toHaveBeenCalledWith(PREFILL_EMPTY_ERROR);
    logged.mockRestore();
  });
});

describe('removing a prefilled line', () => {
  it('offers skip or never again; skip removes the line only', () => {
    const onRemove = vi.fn();
    renderAt(
      () => <PrefilledRemoval title="Oats" productId={5} disabled={false} onRemove={onRemove} />,
      '/cart',
      '/cart',
      member,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove Oats from cart' }));
    expect(screen.getByRole('button', { name: 'Never show me this' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Skip this time' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });
});

describe('the prefill quiz redirect', () => {
  const eligible = signedIn({
    user_status: 'member',
    cartprefill_quiz_enabled: true,
    quiz_completion_date: null,
  });

  /** Renders the redirect at `url` and waits until it has read the cart and had its say. */
  async function settleAt(url: string, lines = [] as ReturnType<typeof makeLine>[]) {
    const server = fakeCartServer(lines);
    vi.stubGlobal('fetch', server.fetch);
    const view = renderAt(QuizRedirect, '/', url, eligible);
    await waitFor(() => expect(server.calls.some((c) => c.path === '/api/v1/carts')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    return view.where();
  }

  it('sends an eligible member on the home page to the first-order quiz', async () => {
    expect(await settleAt('/')).toBe('/quiz/vNextQuizv1');
  });

  it('never applies to PLA traffic (utm_medium pla, utm_source gives)', async () => {
    expect(await settleAt('/?utm_medium=google_pla')).toBe('/?utm_medium=google_pla');
    cleanup();
    expect(await settleAt('/?utm_source=thrivegives')).toBe('/?utm_source=thrivegives');
  });

  it('leaves a member whose cart holds items where they are', async () => {
    expect(await settleAt('/', [makeLine({ product_id: 3 })])).toBe('/');
  });
});
