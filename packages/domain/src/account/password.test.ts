import { describe, expect, it } from 'vitest';
import { accountMessages } from './messages.ts';
import { validatePassword } from './password.ts';

describe('validatePassword', () => {
  it("'Password: minimum length 8'", () => {
    expect(validatePassword('abcdefgh')).toEqual({ ok: true, value: 'abcdefgh' });
    expect(validatePassword('abcdefg')).toEqual({
      ok: false,
      message: 'Please enter a valid password, 8 or more characters.',
    });
  });

  it("'Maximum length 255'", () => {
    expect(validatePassword('a'.repeat(255)).ok).toBe(true);
    expect(validatePassword('a'.repeat(256))).toEqual({
      ok: false,
      message: accountMessages.invalidPassword,
    });
  });

  it("gives 'This is a required field.' when empty", () => {
    expect(validatePassword('')).toEqual({ ok: false, message: 'This is a required field.' });
    expect(validatePassword(undefined)).toEqual({ ok: false, message: 'This is a required field.' });
  });

  it('counts characters, and keeps spaces as part of the password', () => {
    expect(validatePassword('🔑🔑🔑🔑🔑🔑🔑').ok).toBe(false);
    expect(validatePassword('  pass  ')).toEqual({ ok: true, value: '  pass  ' });
  });
});
