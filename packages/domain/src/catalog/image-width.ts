/**
 * Product image request sizes (spec storefront §7 images, §9 image width).
 */

/** §7: 'jpg_quality (default 50; 20 at width 100 for the blur placeholder)'. */
export const DEFAULT_JPG_QUALITY = 50;
export const BLUR_PLACEHOLDER = { width: 100, jpgQuality: 20 } as const;

/**
 * §9: 'Image width is 2x container (1.5x for png) plus 2', rounded up so the image is never narrower than
 * the space it fills on a high-density screen.
 */
export function imageRequestWidth(containerWidthPx: number, format?: string): number {
  const container = Number.isFinite(containerWidthPx) ? Math.max(0, containerWidthPx) : 0;
  const kind = (format ?? '')
    .trim()
    .toLowerCase()
    .replace(/^.*[./]/, '');
  const factor = kind === 'png' ? 1.5 : 2;
  return Math.ceil(container * factor + 2);
}
