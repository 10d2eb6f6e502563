import { beforeEach, describe, expect, it } from 'vitest';
import { markCouponTried, pendingLandingCoupon, rememberPromoParams, sessionPromo } from './promo-session.ts';

describe('promo keys of the landing URL (spec §5)', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps gwp_id, gwp_preview, ccode and ccforce for the visit, empty ones stripped and the code trimmed', () => {
    expect(rememberPromoParams('?ccode=%20exit20%20&gwp_id=3&gwp_preview=&ccforce=1&utm_medium=email')).toBe(
      true,
    );
    expect(sessionPromo()).toEqual({ ccode: 'exit20', gwp_id: '3', ccforce: '1' });
  });

  it('leaves what is kept alone when a URL has no promo keys', () => {
    rememberPromoParams('?gwp_id=3');
    expect(rememberPromoParams('?page=2')).toBe(false);
    expect(sessionPromo()).toEqual({ gwp_id: '3' });
  });

  it('asks the cart to apply a code once, whatever the answer', () => {
    rememberPromoParams('?ccode=SPRING');
    expect(pendingLandingCoupon()).toBe('SPRING');
    markCouponTried('SPRING');
    expect(pendingLandingCoupon()).toBeNull();
    expect(rememberPromoParams('?ccode=spring')).toBe(false);
    expect(rememberPromoParams('?ccode=exit20')).toBe(true);
    expect(pendingLandingCoupon()).toBe('exit20');
  });
});
