/** Spec §8: 'Retry helper: 2 retries by default, 1000 ms apart, then rethrows.' */
export const RETRY_DEFAULTS = { retries: 2, delayMs: 1000 } as const;

export type RetryOptions = {
  retries?: number;
  delayMs?: number;
  /** How to wait (tests pass a fake); a timer by default. */
  wait?: (ms: number) => Promise<void>;
  /** Whether a failure is worth another try; every failure by default. */
  shouldRetry?: (error: unknown) => boolean;
};

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/**
 * Runs `task`, and on a failure runs it again up to `retries` more times, `delayMs` apart; the last failure is
 * thrown as it was.
 */
export async function withRetry<T>(task: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const retries = options.retries ?? RETRY_DEFAULTS.retries;
  const delayMs = options.delayMs ?? RETRY_DEFAULTS.delayMs;
  const wait = options.wait ?? sleep;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= retries || (options.shouldRetry && !options.shouldRetry(error))) throw error;
      await wait(delayMs);
    }
  }
}
