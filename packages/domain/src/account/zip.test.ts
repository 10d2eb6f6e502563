import { describe, expect, it } from 'vitest';
import { accountMessages } from './messages.ts';
import { isUsZip, shouldLookUpZip } from './zip.ts';

describe('isUsZip', () => {
  it("'US ZIP: 5 digits with an optional 4-digit extension'", () => {
    expect(isUsZip('94105')).toBe(true);
    expect(isUsZip('94105-1234')).toBe(true);
    expect(isUsZip(' 94105 ')).toBe(true);
  });

  it('refuses anything else', () => {
    for (const bad of ['9410', '941055', '94105-12', '94105 1234', 'ABCDE', '', '94105-']) {
      expect(isUsZip(bad)).toBe(false);
    }
    expect(isUsZip(null)).toBe(false);
  });

  it("has the failure text 'We couldn’t validate your ZIP code, please try again.'", () => {
    expect(accountMessages.invalidZip).toBe('We couldn’t validate your ZIP code, please try again.');
  });
});

describe('shouldLookUpZip', () => {
  it("'Address lookup runs only when the zip has 5 or more characters'", () => {
    expect(shouldLookUpZip('9410')).toBe(false);
    expect(shouldLookUpZip('94105')).toBe(true);
    expect(shouldLookUpZip('94105-1')).toBe(true);
    expect(shouldLookUpZip('  941 ')).toBe(false);
    expect(shouldLookUpZip(undefined)).toBe(false);
  });
});
