/**
 * Ad-campaign traffic (glossary: PLA; account-and-shell §4): the prefill quiz redirect never applies to it. A visit
 * is PLA traffic when its utm_medium contains the word 'pla' ('pla', 'google_pla', as the membership modal reads it,
 * docs/decisions/web.md: a bare substring would catch 'display') or its utm_source contains 'gives' (any case).
 */
export function isPlaTraffic(utm: { utm_medium?: string | null; utm_source?: string | null }): boolean {
  const medium = utm.utm_medium ?? '';
  const source = (utm.utm_source ?? '').toLowerCase();
  return /(^|[^a-z])pla([^a-z]|$)/i.test(medium) || source.includes('gives');
}

/**
 * The pages the prefill quiz redirect may start from (the spec lists none: docs/decisions/quizzes.md): the home page
 * and My Aisle, where a new member lands and an empty cart says the most.
 */
export const QUIZ_REDIRECT_PATHS: readonly string[] = ['/', '/myaisle'];

/** The first-order prefill quiz (account-and-shell §2), where the redirect goes. */
export const PREFILL_QUIZ_KEY = 'vNextQuizv1';

export type QuizRedirectInput = {
  path: string;
  utm: { utm_medium?: string | null; utm_source?: string | null };
  signedIn: boolean;
  /** An active member (member or trial, spec §6): the 'eligible members' the redirect is for. */
  activeMember: boolean;
  /** The account's cartprefill_quiz_enabled flag. */
  prefillEnabled: boolean;
  /** The account already has a quiz_completion_date for the prefill quiz. */
  quizCompleted: boolean;
  /** The prefill was sent already (server) or the cart holds items. */
  prefillSent: boolean;
};

/** Does this visit go to the prefill quiz? Only eligible members on a listed page, never for PLA traffic. */
export function quizRedirectApplies(input: QuizRedirectInput): boolean {
  if (isPlaTraffic(input.utm)) return false;
  if (!QUIZ_REDIRECT_PATHS.includes(input.path)) return false;
  return (
    input.signedIn && input.activeMember && input.prefillEnabled && !input.quizCompleted && !input.prefillSent
  );
}
