import { errorText } from '@pantry/domain';
import { encodeParams } from './encode.ts';

/** Spec §7: base path /api/v1, credentials, header reqsource=web, repeated-array queries, 30 s timeout. */
export const API_BASE = '/api/v1';
export const API_TIMEOUT_MS = 30_000;

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Query = Record<string, unknown>;

type ApiErrorListener = (error: ApiError) => void;
const errorListeners = new Set<ApiErrorListener>();

/**
 * Lets the shell act on error codes any call may answer (spec §4: 'otp_required' sends the shopper to the OTP
 * page). Listeners run before the error is thrown to the caller; returns the unsubscribe function.
 */
export function onApiError(listener: ApiErrorListener): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}

/** Tells the listeners about a failed call; each listener's own failure is only logged. */
export function reportApiError(error: ApiError): void {
  for (const listener of errorListeners) {
    try {
      listener(error);
    } catch (failure) {
      console.error(failure);
    }
  }
}

export function apiUrl(path: string, query?: Query): string {
  const search = query ? encodeParams(query) : '';
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

/** Joins the caller's abort signal (TanStack Query cancels stale requests) with the 30 s timeout. */
function withTimeout(signal: AbortSignal | undefined): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('Request timed out', 'TimeoutError')),
    API_TIMEOUT_MS,
  );
  const onAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) controller.abort(signal.reason);
  else signal?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}

function isMaintenance(body: unknown): boolean {
  return (
    typeof body === 'object' && body !== null && (body as { maintenance?: unknown }).maintenance === true
  );
}

export const MAINTENANCE_PATH = '/maintenance';

/** To the maintenance page, which sends the shopper back to this page once the store is up (once per page). */
export function goToMaintenance(location: Pick<Location, 'pathname' | 'search' | 'assign'>): void {
  if (location.pathname === MAINTENANCE_PATH) return;
  const from = `${location.pathname}${location.search}`;
  location.assign(`${MAINTENANCE_PATH}?${new URLSearchParams({ from })}`);
}

export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { query?: Query; body?: unknown; signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<T> {
  const { signal, done } = withTimeout(options.signal);
  // Extra headers (checkout's Idempotency-Key) never replace the spec's own.
  const headers: Record<string, string> = {
    ...options.headers,
    reqsource: 'web',
    accept: 'application/json',
  };
  let body: string | undefined;
  if (options.body !== undefined) {
    // Spec §7: form-encoded posts.
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = encodeParams(options.body as Record<string, unknown>);
  }
  try {
    const response = await fetch(apiUrl(path, options.query), {
      method,
      headers,
      body,
      credentials: 'include',
      signal,
    });
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    if (!response.ok) {
      // Spec §8: 'Code 500 with a maintenance flag redirects to the maintenance page.'
      if (response.status === 500 && isMaintenance(parsed) && typeof window !== 'undefined') {
        goToMaintenance(window.location);
      }
      const error = new ApiError(errorText(parsed), response.status, parsed);
      reportApiError(error);
      throw error;
    }
    return parsed as T;
  } finally {
    done();
  }
}

export function apiGet<T>(path: string, query?: Query, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>('GET', path, { query, signal });
}

/** What a failed call says: its text, and the field it names when it names one. */
export function apiFailure(error: unknown): { message: string; field: string | null; code: string | null } {
  if (error instanceof ApiError) {
    const body = (typeof error.body === 'object' && error.body !== null ? error.body : {}) as {
      field?: unknown;
      code?: unknown;
    };
    return {
      message: error.message,
      field: typeof body.field === 'string' ? body.field : null,
      code: typeof body.code === 'string' ? body.code : null,
    };
  }
  return { message: errorText(null), field: null, code: null };
}

export function isOtpRequired(error: unknown): boolean {
  return apiFailure(error).code === 'otp_required';
}
