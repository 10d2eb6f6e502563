import { DEFAULT_JPG_QUALITY, imageRequestWidth } from '@pantry/domain';

/** An image URL sized for its container (spec §9: 2x the container, 1.5x for png, plus 2). */
export function productImageSrc(url: string, containerPx: number): string {
  const path = url.split('?')[0] ?? url;
  const format = path.includes('.') ? path.slice(path.lastIndexOf('.') + 1) : '';
  const width = imageRequestWidth(containerPx, format);
  return `${url}${url.includes('?') ? '&' : '?'}width=${width}&jpg_quality=${DEFAULT_JPG_QUALITY}`;
}

export function ProductImage({
  src,
  alt,
  size,
  eager = false,
  highPriority = false,
  className,
}: {
  src: string;
  alt: string;
  /** The square box it fills, in CSS pixels. */
  size: number;
  eager?: boolean;
  /** The page's largest paint (a listing's first card, a product page's photo): fetched before other images. */
  highPriority?: boolean;
  className?: string;
}) {
  return (
    <img
      className={className}
      src={productImageSrc(src, size)}
      alt={alt}
      width={size}
      height={size}
      loading={eager || highPriority ? 'eager' : 'lazy'}
      fetchPriority={highPriority ? 'high' : undefined}
      decoding="async"
    />
  );
}
