import { describe, expect, it } from 'vitest';
import { BLUR_PLACEHOLDER, DEFAULT_JPG_QUALITY, imageRequestWidth } from './image-width.ts';

describe('imageRequestWidth', () => {
  it("is '2x container plus 2'", () => {
    expect(imageRequestWidth(200)).toBe(402);
    expect(imageRequestWidth(200, 'jpg')).toBe(402);
  });

  it("is '1.5x for png' plus 2", () => {
    expect(imageRequestWidth(200, 'png')).toBe(302);
    expect(imageRequestWidth(200, 'PNG')).toBe(302);
    expect(imageRequestWidth(200, '.png')).toBe(302);
    expect(imageRequestWidth(200, 'image/png')).toBe(302);
  });

  it('rounds a fractional width up to a whole pixel', () => {
    expect(imageRequestWidth(101, 'png')).toBe(154);
    expect(imageRequestWidth(100.2)).toBe(203);
  });

  it('treats a missing or negative container as 0 wide', () => {
    expect(imageRequestWidth(0)).toBe(2);
    expect(imageRequestWidth(-50)).toBe(2);
    expect(imageRequestWidth(Number.NaN)).toBe(2);
  });
});

describe('image quality', () => {
  it("requests jpg_quality 'default 50; 20 at width 100 for the blur placeholder'", () => {
    expect(DEFAULT_JPG_QUALITY).toBe(50);
    expect(BLUR_PLACEHOLDER).toEqual({ width: 100, jpgQuality: 20 });
  });
});
