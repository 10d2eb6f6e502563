import { type DbOrTx, type ImageArt, sql } from '@pantry/db';
import { queryRows } from '../../lib/sql.ts';
import { drawProductImage } from './product-image.ts';

/** Art for a product that has no image rows (or the card placeholder): a plain box in the brand's colour. */
const fallbackArt = (brandColor: string): ImageArt => ({
  shape: 'box',
  background: '#f3efe6',
  accent: brandColor,
});

/**
 * The SVG of a product's image at a position, or null when the product (or that image) does not exist.
 * Position 0 always exists: it is the card image, drawn from default art when the product has no images.
 */
export async function getProductImageSvg(
  db: DbOrTx,
  productId: number,
  position: number,
): Promise<string | null> {
  const [row] = await queryRows<{
    title: string;
    brand: string;
    color: string;
    category: string | null;
    art: ImageArt | null;
  }>(
    db,
    sql`SELECT p.title, b.name AS brand, b.color,
               (SELECT c.url_key FROM categories c WHERE c.id = p.category_id) AS category,
               (SELECT pi.art FROM product_images pi
                 WHERE pi.product_id = p.id AND pi.position = ${position} ORDER BY pi.id LIMIT 1) AS art
          FROM products p JOIN brands b ON b.id = p.brand_id
         WHERE p.id = ${productId}`,
  );
  if (!row || (!row.art && position !== 0)) return null;
  return drawProductImage({
    title: row.title,
    brand: row.brand,
    brandColor: row.color,
    category: row.category,
    art: row.art ?? fallbackArt(row.color),
  });
}
