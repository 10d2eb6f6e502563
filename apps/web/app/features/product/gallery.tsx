import { useState } from 'react';
import { ProductImage } from '../../components/common/product-image.tsx';

const MAIN_PX = 520;
const THUMB_PX = 72;

/** The main image with thumbnails to switch it. */
export function Gallery({ images, title }: { images: { url: string; label: string }[]; title: string }) {
  const [current, setCurrent] = useState(0);
  const shown = images[current] ?? images[0];
  if (!shown) return null;
  return (
    <div className="gallery">
      <div className="gallery-main">
        <ProductImage src={shown.url} alt={shown.label || title} size={MAIN_PX} highPriority />
      </div>
      {images.length > 1 ? (
        <ul className="gallery-thumbs" aria-label="Product images">
          {images.map((image, i) => (
            <li key={image.url}>
              <button
                type="button"
                className={`gallery-thumb${i === current ? ' is-current' : ''}`}
                aria-pressed={i === current}
                onClick={() => setCurrent(i)}
              >
                <ProductImage
                  src={image.url}
                  alt={`Show image ${i + 1}: ${image.label || title}`}
                  size={THUMB_PX}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
