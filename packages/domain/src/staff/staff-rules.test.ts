import { describe, expect, it } from 'vitest';
import { leavesNoOwner, normalizeRecoveryCode, normalizeTotpCode } from './staff-rules.ts';

describe('recovery and TOTP codes as typed', () => {
  it('reads a recovery code however it is spaced or cased', () => {
    expect(normalizeRecoveryCode('ab12-cd34')).toBe('ab12-cd34');
    expect(normalizeRecoveryCode(' AB12CD34 ')).toBe('ab12-cd34');
    expect(normalizeRecoveryCode('ab12 cd34')).toBe('ab12-cd34');
    expect(normalizeRecoveryCode('ab12-cd3')).toBeNull();
    expect(normalizeRecoveryCode('123456')).toBeNull();
  });

  it('reads a six-digit TOTP code, spaces allowed', () => {
    expect(normalizeTotpCode('123 456')).toBe('123456');
    expect(normalizeTotpCode('012345')).toBe('012345');
    expect(normalizeTotpCode('12345')).toBeNull();
    expect(normalizeTotpCode('ab12-cd34')).toBeNull();
  });
});

describe('the last-owner rule', () => {
  const owner = { role: 'owner', disabled: false };

  it('refuses to demote or disable the only active owner', () => {
    expect(leavesNoOwner(owner, { role: 'support' }, 1)).toBe(true);
    expect(leavesNoOwner(owner, { disabled: true }, 1)).toBe(true);
  });

  it('allows it while another active owner remains', () => {
    expect(leavesNoOwner(owner, { role: 'support' }, 2)).toBe(false);
    expect(leavesNoOwner(owner, { disabled: true }, 2)).toBe(false);
  });

  it('does not mind changes that keep the owner an owner, or changes to other staff', () => {
    expect(leavesNoOwner(owner, { role: 'owner', disabled: false }, 1)).toBe(false);
    expect(leavesNoOwner({ role: 'support', disabled: false }, { disabled: true }, 1)).toBe(false);
    expect(leavesNoOwner({ role: 'owner', disabled: true }, { role: 'support' }, 1)).toBe(false);
  });
});
