import { describe, expect, it } from 'vitest';
import { isPlaTraffic, quizRedirectApplies } from './pla.ts';

const eligible = {
  path: '/',
  utm: {},
  signedIn: true,
  activeMember: true,
  prefillEnabled: true,
  quizCompleted: false,
  prefillSent: false,
};

describe('PLA traffic and the quiz redirect (account-and-shell §4)', () => {
  it('is PLA traffic when utm_medium contains the word pla, in any case', () => {
    expect(isPlaTraffic({ utm_medium: 'pla' })).toBe(true);
    expect(isPlaTraffic({ utm_medium: 'google_PLA_shopping' })).toBe(true);
    expect(isPlaTraffic({ utm_medium: 'email' })).toBe(false);
    // 'display' holds the letters but is a display ad, not a product-listing ad (docs/decisions/web.md).
    expect(isPlaTraffic({ utm_medium: 'display' })).toBe(false);
  });

  it('is PLA traffic when utm_source contains gives', () => {
    expect(isPlaTraffic({ utm_source: 'thrivegives' })).toBe(true);
    expect(isPlaTraffic({ utm_source: 'newsletter' })).toBe(false);
    expect(isPlaTraffic({})).toBe(false);
  });

  it('redirects an eligible member on a listed page', () => {
    expect(quizRedirectApplies(eligible)).toBe(true);
  });

  it('never redirects PLA traffic', () => {
    expect(quizRedirectApplies({ ...eligible, utm: { utm_medium: 'cpc-pla' } })).toBe(false);
    expect(quizRedirectApplies({ ...eligible, utm: { utm_source: 'gives' } })).toBe(false);
  });

  it('redirects only from listed pages', () => {
    expect(quizRedirectApplies({ ...eligible, path: '/c/food' })).toBe(false);
  });

  it('redirects only signed-in active members with the prefill flag who have not finished the quiz nor had a prefill', () => {
    expect(quizRedirectApplies({ ...eligible, signedIn: false })).toBe(false);
    expect(quizRedirectApplies({ ...eligible, activeMember: false })).toBe(false);
    expect(quizRedirectApplies({ ...eligible, prefillEnabled: false })).toBe(false);
    expect(quizRedirectApplies({ ...eligible, quizCompleted: true })).toBe(false);
    expect(quizRedirectApplies({ ...eligible, prefillSent: true })).toBe(false);
  });
});
