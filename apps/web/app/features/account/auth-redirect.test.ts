import { describe, expect, it } from 'vitest';
import { afterSignInPath, afterVerifyPath, otpPageUrl, safeRoute } from './auth-redirect.ts';
import { signedIn } from './test-account.ts';

describe('where sign-in and verification go next', () => {
  it('follows only same-site paths', () => {
    expect(safeRoute('/account/edit?x=1#top')).toBe('/account/edit?x=1#top');
    expect(safeRoute('//evil.example/x')).toBeNull();
    expect(safeRoute('/\\evil.example')).toBeNull();
    expect(safeRoute('https://evil.example/')).toBeNull();
    expect(safeRoute('javascript:alert(1)')).toBeNull();
    expect(safeRoute('')).toBeNull();
    expect(safeRoute(null)).toBeNull();
  });

  it('goes home after sign-in without a usable route, and never back to a sign-in page', () => {
    expect(afterSignInPath(null, signedIn())).toBe('/');
    expect(afterSignInPath('/c/food', signedIn())).toBe('/c/food');
    expect(afterSignInPath('/login?route=/x', signedIn())).toBe('/');
  });

  it('applies the route rules for the new account (spec §2 after Google login)', () => {
    expect(afterSignInPath('/autoship', signedIn({ user_status: 'lead' }))).toBe('/');
    expect(afterSignInPath('/membership/payment/plans', signedIn({ user_status: 'member' }))).toBe(
      '/account',
    );
    expect(afterSignInPath('/membership/payment/plans', signedIn({ user_status: 'lead' }))).toBe(
      '/membership/payment/plans',
    );
  });

  it('appends the link’s other parameters to its route, less the used-up ones', () => {
    expect(afterVerifyPath('/', '?otpNonce=n&route=%2Faccount%2Fedit%3Ftab%3D2&utm_source=mail')).toBe(
      '/account/edit?tab=2&utm_source=mail',
    );
    expect(afterVerifyPath('/c/food', '?otpCode=123456&sort=price')).toBe('/c/food?sort=price');
    expect(afterVerifyPath('/', '?otpNonce=n&route=https%3A%2F%2Fevil.example')).toBe('/');
  });

  it('sends the shopper to the code page with a way back', () => {
    expect(otpPageUrl('/account/edit?x=1')).toBe('/account/otp?route=%2Faccount%2Fedit%3Fx%3D1');
  });
});
