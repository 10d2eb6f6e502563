/**
 * The experiments state (account spec §4: 'Experiments: idle, then ready (or error). The analytics SDK loads only
 * when ready.'), as a transition table: a settled state stays settled for the page's life.
 */

export type ExperimentsStatus = 'idle' | 'ready' | 'error';
export type ExperimentsEvent = 'loaded' | 'failed';

export const EXPERIMENTS_TRANSITIONS: Readonly<
  Record<ExperimentsStatus, Readonly<Partial<Record<ExperimentsEvent, ExperimentsStatus>>>>
> = {
  idle: { loaded: 'ready', failed: 'error' },
  ready: {},
  error: {},
};

export function nextExperimentsStatus(status: ExperimentsStatus, event: ExperimentsEvent): ExperimentsStatus {
  return EXPERIMENTS_TRANSITIONS[status][event] ?? status;
}

/** §4: the analytics script starts only when the experiments are ready. */
export function analyticsMayStart(status: ExperimentsStatus): boolean {
  return status === 'ready';
}

/** Spec §9: 'experiments fetch retried 3 times'. */
export const EXPERIMENTS_RETRIES = 3;
