import { z } from 'zod';
import { isValidDate } from '../account/date.ts';

/**
 * Sponsored placements (issue 26): a slot on a category listing, a search term or a brand page holding one product at
 * a position. On the first page of that listing the product is shown at its position (1 is first) and carries `ads`
 * (`brand_page_ads` on a brand page); it leaves its organic place on that page, so it is never shown twice.
 */

export const PLACEMENT_SLOTS = ['listing', 'search', 'brand'] as const;
export type PlacementSlot = (typeof PLACEMENT_SLOTS)[number];
export const MAX_PLACEMENT_POSITION = 60;

/** A search slot's term as searches are compared: lower-case, single spaces. */
export function slotKey(slot: PlacementSlot, key: string): string {
  const trimmed = key.trim().replace(/\s+/g, ' ');
  return slot === 'search' ? trimmed.toLowerCase() : trimmed;
}

const day = (what: string) =>
  z.string().trim().refine(isValidDate, `${what} is a date like 2026-12-31.`).nullable();

export const placementEditSchema = z.object({
  slot: z.enum(PLACEMENT_SLOTS, 'The slot is listing, search or brand.'),
  /** A category url key (listing), a search term (search) or a brand url key (brand). */
  slot_key: z
    .string()
    .trim()
    .min(1, 'Name the category, search term or brand.')
    .max(100, 'The key is too long.'),
  product_id: z.number('Choose a product.').int().positive().max(2_147_483_647),
  position: z
    .number('The position is a number.')
    .int('The position is a whole number.')
    .min(1, 'The position is at least 1.')
    .max(MAX_PLACEMENT_POSITION, `The position is at most ${MAX_PLACEMENT_POSITION}.`),
  starts_on: day('The start'),
  ends_on: day('The end'),
  active: z.boolean(),
});
export type PlacementEdit = z.infer<typeof placementEditSchema>;

export function placementEditErrors(edit: PlacementEdit): Partial<Record<keyof PlacementEdit, string>> {
  if (edit.starts_on && edit.ends_on && edit.ends_on < edit.starts_on)
    return { ends_on: 'The end cannot be before the start.' };
  return {};
}

export const adminPlacementSchema = placementEditSchema.extend({
  id: z.number().int(),
  object_tracking_id: z.string(),
  product_title: z.string(),
  product_sku: z.string(),
});
export type AdminPlacement = z.infer<typeof adminPlacementSchema>;
export const adminPlacementListSchema = z.object({ placements: z.array(adminPlacementSchema) });
export type AdminPlacementList = z.infer<typeof adminPlacementListSchema>;

/** A running placement as a listing applies it. */
export type SlotPlacement = { product_id: number; position: number; object_tracking_id: string };

export type PlacedId = { id: number; placement: SlotPlacement | null };

/**
 * The first page's product ids with the slot's placements put at their positions (in position order; a position
 * past the end goes last), each placed product taken out of its organic place. Two placements of one product: the
 * first position wins.
 */
export function placeSponsored(organic: readonly number[], placements: readonly SlotPlacement[]): PlacedId[] {
  const chosen = new Map<number, SlotPlacement>();
  for (const placement of [...placements].sort((a, b) => a.position - b.position))
    if (!chosen.has(placement.product_id)) chosen.set(placement.product_id, placement);
  const result: PlacedId[] = organic.filter((id) => !chosen.has(id)).map((id) => ({ id, placement: null }));
  for (const placement of chosen.values())
    result.splice(Math.min(placement.position - 1, result.length), 0, {
      id: placement.product_id,
      placement,
    });
  return result;
}

/**
 * A placement's figures (issue 26): impressions are viewable_in_viewport events (once per page view), clicks and
 * adds once per page view too; CTR is clicks over impressions, as a percent with one decimal (0 without impressions).
 */
export const placementFiguresSchema = z.object({
  id: z.number().int(),
  object_tracking_id: z.string(),
  slot: z.enum(PLACEMENT_SLOTS),
  slot_key: z.string(),
  product_title: z.string(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  ctr: z.number(),
  added_to_cart: z.number().int(),
});
export type PlacementFigures = z.infer<typeof placementFiguresSchema>;
export const placementReportSchema = z.object({ placements: z.array(placementFiguresSchema) });
export type PlacementReport = z.infer<typeof placementReportSchema>;

export function clickThroughRate(impressions: number, clicks: number): number {
  return impressions === 0 ? 0 : Math.round((clicks / impressions) * 1000) / 10;
}
