import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClientErrorReports } from './client-errors.ts';
import { reportError, watchUncaughtErrors } from './report-errors.ts';

const fetchMock = vi.fn<typeof fetch>();

function reported(): string[] {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === '/api/v1/post-to-stdout')
    .map(([, init]) => new URLSearchParams(String(init?.body)).get('message') ?? '');
}

describe('reporting from the page, with the reporter loaded on the first failure', () => {
  beforeEach(() => {
    resetClientErrorReports();
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(new Response('{"success":true,"request_id":"r1"}'));
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('sends a reported failure to the server log', async () => {
    reportError('promiseDate', new TypeError('x is undefined'));
    await vi.waitFor(() => expect(reported()).toEqual(['promiseDate TypeError: x is undefined at /']));
  });

  it('reports an uncaught error and a rejected promise, and clears a full storage instead of naming it so', async () => {
    const target = new EventTarget() as unknown as Window;
    const stop = watchUncaughtErrors(target);
    localStorage.setItem('kept', 'x');
    target.dispatchEvent(new ErrorEvent('error', { error: new Error('boom') }));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: new DOMException('full', 'QuotaExceededError') });
    target.dispatchEvent(rejection);
    await vi.waitFor(() =>
      expect(reported().sort()).toEqual([
        'storage-quota QuotaExceededError: full at /',
        'uncaught-error Error: boom at /',
      ]),
    );
    expect(localStorage.getItem('kept')).toBeNull();
    stop();
    target.dispatchEvent(new ErrorEvent('error', { error: new Error('after') }));
    await new Promise((settle) => setTimeout(settle, 20));
    expect(reported()).toHaveLength(2);
  });
});
