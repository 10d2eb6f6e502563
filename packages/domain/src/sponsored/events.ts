import { z } from 'zod';

/**
 * Sponsored-product and brand-page events (spec account-and-shell §3, §7; storefront §7): what the browser sends to
 * POST /api/v1/track/sponsored_product and /track/brand_page, as arrays. Event names are the spec's five; a brand-page
 * event uses the same names. Duplicates are dropped by a key: a viewport event counts once per product and page view
 * (serving, for a brand page); a sponsored click or add once per product and page view, a brand-page one once per
 * interaction.
 */

export const SPONSORED_EVENT_NAMES = [
  'viewable_in_viewport',
  'begin_to_render_viewport',
  '1px_in_viewport',
  'clicked',
  'added_to_cart',
] as const;
export type SponsoredEventName = (typeof SPONSORED_EVENT_NAMES)[number];

export const VIEWPORT_EVENTS: readonly SponsoredEventName[] = [
  'viewable_in_viewport',
  'begin_to_render_viewport',
  '1px_in_viewport',
];

/** The most events one track call carries (a browser batch is 20; a page leaving may send what is left). */
export const MAX_TRACK_EVENTS = 100;
/** Events are sent when this many are queued, or after FLUSH_MS of quiet (spec §9). */
export const AD_BATCH_SIZE = 20;
export const AD_FLUSH_MS = 1000;

/** record_version: 1 in production, 999 otherwise (spec §3). */
export function recordVersion(production: boolean): 1 | 999 {
  return production ? 1 : 999;
}

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

const isViewport = (name: string) => (VIEWPORT_EVENTS as readonly string[]).includes(name);

/**
 * The key a sponsored event is stored once by: each event name once per product, placement and page view, so a card
 * seen and clicked in one page view counts one impression and one click, and a batch sent twice stores nothing twice.
 */
export function sponsoredEventKey(event: SponsoredProductEvent): string {
  const d = event.data.sponsored_product_data;
  return ['sp', event.event, d.page_view_id, d.object_tracking_id, d.product_id].join('|');
}

/** A brand-page event's key: viewport events once per product (or the page) and serving; the rest per interaction. */
export function brandPageEventKey(event: BrandPageEvent): string {
  const d = event.data.brand_page_data;
  const base = ['bp', event.event, d.brand_page_id, d.serving_id, d.product_id ?? ''].join('|');
  return isViewport(event.event) ? base : `${base}|${d.interaction_id}`;
}
