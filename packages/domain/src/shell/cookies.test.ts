import { describe, expect, it } from 'vitest';
import { COOKIE_CLEANUP_THRESHOLD, cookieNames, cookiesToDrop, isWhitelistedCookie } from './cookies.ts';

/** A Cookie header of exactly `length` characters: the given cookies, then one filler cookie padding it out. */
function header(cookies: string[], length: number): string {
  const start = `${cookies.join('; ')}; filler=`;
  return start + 'x'.repeat(length - start.length);
}

describe('cookie clean-up (spec §4, §9: threshold 4096)', () => {
  const cookies = ['pantry_session=abc', '_ga=GA1.1.2', '_ga_ABC123=GS1', 'promo_banner=1', 'ab_test=2'];

  it('drops nothing at 4096 characters or fewer', () => {
    expect(COOKIE_CLEANUP_THRESHOLD).toBe(4096);
    expect(cookiesToDrop(header(cookies, 4096))).toEqual([]);
    expect(cookiesToDrop(undefined)).toEqual([]);
    expect(cookiesToDrop('')).toEqual([]);
  });

  it('drops every cookie not on the whitelist once the header exceeds 4096 characters', () => {
    expect(cookiesToDrop(header(cookies, 4097))).toEqual(['promo_banner', 'ab_test', 'filler']);
  });

  it('keeps the session and analytics cookies, by name and by the _ga_ prefix', () => {
    for (const name of [
      'pantry_session',
      'pantry_staff',
      '_ga',
      '_gid',
      '_ga_XYZ',
      'ajs_anonymous_id',
      '_fbp',
    ]) {
      expect(isWhitelistedCookie(name)).toBe(true);
    }
    for (const name of ['ga', 'pantry_sessions', '_gax', 'session'])
      expect(isWhitelistedCookie(name)).toBe(false);
  });

  it('reads names once each, trimming spaces and keeping valueless pairs', () => {
    expect(cookieNames(' a=1;b=2; a=3 ; flag ;; c=x=y')).toEqual(['a', 'b', 'flag', 'c']);
  });
});
