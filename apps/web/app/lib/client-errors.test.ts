import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  handleStorageQuota,
  isQuotaError,
  REPORTS_PER_PAGE,
  reportClientError,
  reportMessage,
  reportUncaughtErrors,
  resetClientErrorReports,
  storeItem,
} from './client-errors.ts';

const fetchMock = vi.fn<typeof fetch>();
const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

/** The message each POST /api/v1/post-to-stdout carried. */
function reported(): string[] {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === '/api/v1/post-to-stdout')
    .map(([, init]) => new URLSearchParams(String(init?.body)).get('message') ?? '');
}

describe('error reporting to /post-to-stdout', () => {
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
    sessionStorage.clear();
  });

  it('posts the key, the error and the page as a form message, once per message', () => {
    reportClientError('promiseDate', new TypeError('x is undefined'));
    reportClientError('promiseDate', new TypeError('x is undefined'));
    expect(reported()).toEqual(['promiseDate TypeError: x is undefined at /']);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/x-www-form-urlencoded');
  });

  it(`sends at most ${REPORTS_PER_PAGE} reports a page, and cuts a message to 2000 characters`, () => {
    for (let i = 0; i < REPORTS_PER_PAGE + 5; i += 1) reportClientError('loop', new Error(`failure ${i}`));
    expect(reported()).toHaveLength(REPORTS_PER_PAGE);
    expect(reportMessage('k', 'y'.repeat(5000), '/cart')).toHaveLength(2000);
  });

  it('drops a report the server refuses, without reporting it again', async () => {
    fetchMock.mockResolvedValue(
      new Response('{"success":false,"errors":"Too many","code":"too_many_requests"}', { status: 429 }),
    );
    reportClientError('one', new Error('a'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((done) => setTimeout(done, 0));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reports what nothing caught, until its listeners are removed', () => {
    // A page of its own: the test runner listens to the real window's errors.
    const page = new EventTarget() as unknown as Window;
    const stop = reportUncaughtErrors(page);
    page.dispatchEvent(
      new ErrorEvent('error', { error: new Error('handler threw'), message: 'handler threw' }),
    );
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = new Error('promise refused');
    page.dispatchEvent(rejection);
    stop();
    page.dispatchEvent(new ErrorEvent('error', { error: new Error('after stop'), message: 'after stop' }));
    expect(reported()).toEqual([
      'uncaught-error Error: handler threw at /',
      'unhandled-rejection Error: promise refused at /',
    ]);
  });
});

describe('a storage quota error (spec §8: reported, storage cleared)', () => {
  beforeEach(() => {
    resetClientErrorReports();
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('knows the quota error by its names and codes, and nothing else', () => {
    expect(isQuotaError(quota())).toBe(true);
    expect(isQuotaError({ name: 'NS_ERROR_DOM_QUOTA_REACHED' })).toBe(true);
    expect(isQuotaError({ code: 22 })).toBe(true);
    expect(isQuotaError(new Error('QuotaExceededError'))).toBe(false);
    expect(handleStorageQuota(new Error('other'))).toBe(false);
  });

  it('reports it and clears both storages, then writes the item once more', () => {
    localStorage.setItem('old', '1');
    sessionStorage.setItem('older', '2');
    const storage = {
      calls: 0,
      setItem(key: string, value: string) {
        storage.calls += 1;
        if (storage.calls === 1) throw quota();
        localStorage.setItem(key, value);
      },
    };
    expect(storeItem(storage as unknown as Storage, 'pantry.flag', 'yes')).toBe(true);
    expect(storage.calls).toBe(2);
    expect(localStorage.getItem('old')).toBeNull();
    expect(sessionStorage.getItem('older')).toBeNull();
    expect(localStorage.getItem('pantry.flag')).toBe('yes');
    expect(reported()).toHaveLength(1);
    expect(reported()[0]).toMatch(/^storage-quota QuotaExceededError: /);
  });

  it('clears storage for an uncaught quota error too', () => {
    localStorage.setItem('old', '1');
    const page = new EventTarget() as unknown as Window;
    const stop = reportUncaughtErrors(page);
    page.dispatchEvent(new ErrorEvent('error', { error: quota(), message: 'quota' }));
    stop();
    expect(localStorage.getItem('old')).toBeNull();
    expect(reported()[0]).toMatch(/^storage-quota /);
  });
});
