/**
 * What a member says on /cancellation/reasons, kept for the cancel call on /cancellation/offer a few pages later.
 * Session storage: it survives a reload of the steps in between and leaves with the tab.
 */
export type CancellationAnswers = { reasons: string[]; feedback: string };

const KEY = 'pantry.cancellation.v1';
const EMPTY: CancellationAnswers = { reasons: [], feedback: '' };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readCancellation(): CancellationAnswers {
  try {
    const raw = storage()?.getItem(KEY);
    if (!raw) return EMPTY;
    const parsed = JSON.parse(raw) as Partial<CancellationAnswers>;
    return {
      reasons: Array.isArray(parsed.reasons) ? parsed.reasons.filter((r) => typeof r === 'string') : [],
      feedback: typeof parsed.feedback === 'string' ? parsed.feedback : '',
    };
  } catch {
    return EMPTY;
  }
}

export function saveCancellation(answers: CancellationAnswers): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(answers));
  } catch {
    // Storage refused (private mode, quota): the cancel goes without the reasons.
  }
}

export function clearCancellation(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}
