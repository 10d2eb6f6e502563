import { describe, expect, it } from 'vitest';
import { splitInviteEmails, validateEmail } from './email.ts';

describe('validateEmail', () => {
  it("'Email must match an email pattern'", () => {
    expect(validateEmail('ann@example.com')).toEqual({ ok: true, value: 'ann@example.com' });
    expect(validateEmail('ann.lee+box@mail.example.co.uk').ok).toBe(true);
  });

  it("'Please enter a valid email address.' when it does not", () => {
    for (const bad of [
      'ann',
      'ann@',
      '@example.com',
      'ann@example',
      'ann@@example.com',
      'an n@example.com',
    ]) {
      expect(validateEmail(bad)).toEqual({ ok: false, message: 'Please enter a valid email address.' });
    }
    expect(validateEmail('.ann@example.com').ok).toBe(false);
    expect(validateEmail('ann..lee@example.com').ok).toBe(false);
    expect(validateEmail('ann@-example.com').ok).toBe(false);
  });

  it('trims before checking and returns the trimmed address', () => {
    expect(validateEmail('  ann@example.com \n')).toEqual({ ok: true, value: 'ann@example.com' });
  });

  it("gives 'This is a required field.' when empty", () => {
    expect(validateEmail('   ')).toEqual({ ok: false, message: 'This is a required field.' });
    expect(validateEmail(null)).toEqual({ ok: false, message: 'This is a required field.' });
  });
});

describe('splitInviteEmails', () => {
  it("'A multiple-email pattern exists for invites': commas, semicolons, spaces and new lines separate", () => {
    expect(splitInviteEmails('a@x.com, b@x.com;c@x.com d@x.com\ne@x.com')).toEqual({
      ok: true,
      emails: ['a@x.com', 'b@x.com', 'c@x.com', 'd@x.com', 'e@x.com'],
    });
  });

  it('drops repeats ignoring case, keeping the first spelling', () => {
    expect(splitInviteEmails('Ann@X.com, ann@x.com; b@x.com')).toEqual({
      ok: true,
      emails: ['Ann@X.com', 'b@x.com'],
    });
  });

  it('refuses the field when any address is invalid, naming those', () => {
    expect(splitInviteEmails('a@x.com, nope, b@')).toEqual({
      ok: false,
      message: 'Please enter a valid email address.',
      invalid: ['nope', 'b@'],
    });
  });

  it("gives 'This is a required field.' when no address is entered", () => {
    expect(splitInviteEmails(' ,; \n')).toEqual({
      ok: false,
      message: 'This is a required field.',
      invalid: [],
    });
  });
});
