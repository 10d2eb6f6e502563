import { describe, expect, it } from 'vitest';
import { analyticsMayStart, nextExperimentsStatus } from './state.ts';

describe('experiments state', () => {
  it('goes idle to ready on load and idle to error on failure', () => {
    expect(nextExperimentsStatus('idle', 'loaded')).toBe('ready');
    expect(nextExperimentsStatus('idle', 'failed')).toBe('error');
  });

  it('stays settled once ready or error', () => {
    expect(nextExperimentsStatus('ready', 'failed')).toBe('ready');
    expect(nextExperimentsStatus('error', 'loaded')).toBe('error');
  });

  it('lets analytics start only when ready', () => {
    expect(analyticsMayStart('idle')).toBe(false);
    expect(analyticsMayStart('error')).toBe(false);
    expect(analyticsMayStart('ready')).toBe(true);
  });
});
