/**
 * Ad-campaign traffic (glossary: PLA; account-and-shell §4): the prefill quiz redirect never applies to it. A visit
 * is PLA traffic when its utm_medium contains 'pla' or its utm_source contains 'gives' (any case).
 */
export function isPlaTraffic(utm: { utm_medium?: string | null; utm_source?: string | null }): boolean {
  const medium = (utm.utm_medium ?? '').toLowerCase();
  const source = (utm.utm_source ?? '').toLowerCase();
  return medium.includes('pla') || source.includes('gives');
}

/**
 * The pages the prefill quiz redirect may start from (the spec lists none: docs/decisions/quizzes.md): the home page
 * and My Aisle, where a new member lands and an empty cart says the most.
 */
export const QUIZ_REDIRECT_PATHS: readonly string[] = ['/', '/myaisle'];

export type QuizRedirectInput = {
  path: string;
  utm: { utm_medium?: string | null; utm_source?: string | null };
  signedIn: boolean;
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
  return input.signedIn && input.prefillEnabled && !input.quizCompleted && !input.prefillSent;
}
