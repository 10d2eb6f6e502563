import { describe, expect, it } from 'vitest';
import { experimentAudience, isPlaMedium } from './audience.ts';

describe('experimentAudience', () => {
  it('is direct without a first-click medium', () => {
    expect(experimentAudience(null)).toBe('direct');
    expect(experimentAudience('  ')).toBe('direct');
  });

  it('is pla for any ad-campaign medium, and not for display', () => {
    expect(experimentAudience('google_pla')).toBe('pla');
    expect(experimentAudience('PLA')).toBe('pla');
    expect(isPlaMedium('display')).toBe(false);
    expect(experimentAudience('display')).toBe('display');
  });

  it('keeps other mediums lower-cased and to safe characters', () => {
    expect(experimentAudience(' Email ')).toBe('email');
    expect(experimentAudience('cpc<script>')).toBe('cpcscript');
    expect(experimentAudience('x'.repeat(60))).toHaveLength(40);
  });
});
