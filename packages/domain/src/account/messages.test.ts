import { describe, expect, it } from 'vitest';
import { accountMessages } from './messages.ts';

describe('accountMessages', () => {
  it('quotes the spec word for word', () => {
    expect(accountMessages.required).toBe('This is a required field.');
    expect(accountMessages.invalidPassword).toBe('Please enter a valid password, 8 or more characters.');
    expect(accountMessages.invalidEmail).toBe('Please enter a valid email address.');
    expect(accountMessages.invalidPhone).toBe('Please enter a valid mobile number.');
    expect(accountMessages.invalidZip).toBe('We couldn’t validate your ZIP code, please try again.');
    expect(accountMessages.contiguousStatesOnly).toBe(
      'Sorry! At this time, we are only able to ship to the contiguous 48 states.',
    );
    expect(accountMessages.noAlaskaOrHawaii).toBe(
      "FYI, we don't ship to Alaska or Hawaii — only the contiguous 48 states.",
    );
  });
});
