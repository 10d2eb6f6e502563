/**
 * The page's side of error reporting (client-errors.ts holds the rules): the reporter's code loads with the first
 * failure a page meets, so a page that never fails does not carry it (the catalog pages' JavaScript budget).
 */
const reporter = () => import('./client-errors.ts');

/** Logs a failure and sends it to the server's log (POST /post-to-stdout). */
export function reportError(key: string, error: unknown): void {
  if (typeof window === 'undefined') {
    console.error(key, error);
    return;
  }
  reporter().then(
    (module) => module.reportClientError(key, error),
    () => console.error(key, error),
  );
}

/**
 * Reports what nothing else caught (a thrown handler, a rejected promise), a full storage clearing it too.
 * Answers the function that removes the listeners.
 */
export function watchUncaughtErrors(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const report = (key: string, error: unknown) =>
    reporter().then(
      (module) => module.reportUncaught(key, error),
      () => console.error(key, error),
    );
  const onError = (event: ErrorEvent) => void report('uncaught-error', event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => void report('unhandled-rejection', event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
