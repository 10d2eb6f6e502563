import { POST_TO_STDOUT_MAX } from '@pantry/domain';
import { apiRequest } from './http/client.ts';

/**
 * Error reporting (spec §7 POST {base}/post-to-stdout, §8): a failure the shopper's browser meets is logged to the
 * console and sent to the server's log, which adds the request id. A page sends each message once and at most
 * REPORTS_PER_PAGE in all (the server limits each address too); a report that fails is dropped, never reported.
 */
export const REPORTS_PER_PAGE = 10;

const sent = new Set<string>();

function describe(error: unknown): string {
  if (typeof error === 'string') return error;
  // An Error, or a DOMException (not an Error in every browser).
  const { name, message } = (typeof error === 'object' && error !== null ? error : {}) as {
    name?: unknown;
    message?: unknown;
  };
  if (typeof name === 'string' && typeof message === 'string') return `${name}: ${message}`;
  return JSON.stringify(error) ?? String(error);
}

/** The report's text: the key, what failed and where, cut to the route's 2000 characters. */
export function reportMessage(key: string, error: unknown, path: string): string {
  return `${key} ${describe(error)} at ${path}`.slice(0, POST_TO_STDOUT_MAX);
}

export function reportClientError(key: string, error: unknown): void {
  console.error(key, error);
  if (typeof window === 'undefined') return;
  const message = reportMessage(key, error, window.location.pathname);
  if (sent.has(message) || sent.size >= REPORTS_PER_PAGE) return;
  sent.add(message);
  apiRequest('POST', '/post-to-stdout', { body: { message } }).catch(() => {});
}

/** Tests: a fresh page's allowance. */
export function resetClientErrorReports(): void {
  sent.clear();
}

/** Whether the browser refused a storage write for lack of room (the name differs between browsers). */
export function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return (
    name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014
  );
}

/** Spec §8: 'Storage quota error: Reported, storage cleared.' Answers whether the error was one. */
export function handleStorageQuota(error: unknown): boolean {
  if (!isQuotaError(error)) return false;
  reportClientError('storage-quota', error);
  for (const area of ['localStorage', 'sessionStorage'] as const) {
    try {
      window[area].clear();
    } catch {
      // A storage the browser blocks has nothing of ours to clear.
    }
  }
  return true;
}

/** Writes a browser-storage item; a full storage is reported and cleared, and the write tried once more. */
export function storeItem(storage: Storage, key: string, value: string): boolean {
  try {
    storage.setItem(key, value);
    return true;
  } catch (error) {
    if (!handleStorageQuota(error)) return false;
    try {
      storage.setItem(key, value);
      return true;
    } catch {
      return false;
    }
  }
}

/** An uncaught failure: a full storage is cleared (and reported as such), anything else reported under `key`. */
export function reportUncaught(key: string, error: unknown): void {
  if (!handleStorageQuota(error)) reportClientError(key, error);
}

/**
 * Reports what nothing else caught (a thrown handler, a rejected promise), a full storage clearing it too.
 * Answers the function that removes the listeners.
 */
export function reportUncaughtErrors(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const onError = (event: ErrorEvent) => reportUncaught('uncaught-error', event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => reportUncaught('unhandled-rejection', event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
