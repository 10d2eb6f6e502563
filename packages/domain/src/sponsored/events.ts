import { z } from 'zod';
import { MAX_TRACK_EVENTS, SPONSORED_EVENT_NAMES } from './names.ts';

/**
 * Sponsored-product and brand-page events (spec account-and-shell §3, §7; storefront §7): what the browser sends to
 * POST /api/v1/track/sponsored_product and /track/brand_page, as arrays. Event names are the spec's five; a brand-page
 * event uses the same names. Duplicates are dropped by a key: a viewport event counts once per product and page view
 * (serving, for a brand page); a sponsored click or add once per product and page view, a brand-page one once per
 * interaction.
 */

const id = (what: string) =>
  z.string(`${what} is required.`).trim().min(1, `${what} is required.`).max(100, `${what} is too long.`);
const eventName = z
  .string('event is required.')
  .transform((name) => name.toLowerCase())
  .pipe(z.enum(SPONSORED_EVENT_NAMES, `event is one of ${SPONSORED_EVENT_NAMES.join(', ')}.`));
const userId = z
  .union([z.number().int(), z.string().max(100)])
  .nullable()
  .optional();
const sentAt = z.iso.datetime({ offset: true, error: 'sent_at is a date-time like 2026-11-28T10:00:00Z.' });
const productId = z.number('product_id is a number.').int().positive().max(2_147_483_647);

export const sponsoredProductEventSchema = z.object({
  event: eventName,
  user_id: userId,
  sent_at: sentAt,
  data: z.object({
    sponsored_product_data: z.object({
      user_agent: z.string().max(500).optional(),
      object_tracking_id: id('object_tracking_id'),
      display_position: z.number('display_position is a number.').int().min(0).max(10_000),
      product_id: productId,
      page_index: z.number().int().min(0).max(10_000).optional(),
      record_version: z.union([z.literal(1), z.literal(999)], 'record_version is 1 or 999.'),
      page_view_id: id('page_view_id'),
    }),
  }),
});
export type SponsoredProductEvent = z.infer<typeof sponsoredProductEventSchema>;

export const brandPageEventSchema = z.object({
  event: eventName,
  user_id: userId,
  trace_id: id('trace_id'),
  sent_at: sentAt,
  data: z.object({
    brand_page_data: z.object({
      user_agent: z.string().max(500).optional(),
      platform: z.enum(['web', 'mobileWeb'], 'platform is web or mobileWeb.'),
      brand_page_id: id('brand_page_id'),
      serving_id: id('serving_id'),
      interaction_id: id('interaction_id'),
      product_id: productId.optional(),
    }),
  }),
});
export type BrandPageEvent = z.infer<typeof brandPageEventSchema>;

const batch = <T extends z.ZodType>(event: T) =>
  z
    .array(event)
    .min(1, 'Send at least one event.')
    .max(MAX_TRACK_EVENTS, `Send at most ${MAX_TRACK_EVENTS} events at once.`);
export const sponsoredProductTrackSchema = batch(sponsoredProductEventSchema);
export const brandPageTrackSchema = batch(brandPageEventSchema);

export const trackAnswerSchema = z.object({ success: z.literal(true), stored: z.number().int() });
