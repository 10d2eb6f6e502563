import type { BrandPageEvent, SponsoredProductEvent } from './events.ts';

/**
 * The sponsored events' names, batch figures and dedupe keys, apart from their zod schemas (events.ts), so the
 * browser's tracker carries none of zod: a module the storefront imports keeps all its top-level statements.
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
