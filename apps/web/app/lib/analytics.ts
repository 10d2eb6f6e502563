/**
 * Analytics events (account spec §3 Analytics events: 'Stored values are lowercased and unknown fields removed
 * before sending'; §8: 'Analytics failures are only logged to the console'). Events go to `window.dataLayer`,
 * where a tag manager (when one is added) picks them up; nothing is sent from here.
 */

export type AnalyticsEvent =
  | 'Product Added'
  | 'Product Removed'
  | 'Coupon Added'
  | 'Coupon Removed'
  // Spec §3 'Autoship changes' (features/autoship/analytics.ts).
  | 'Autoship Subscribed'
  | 'Autoship Updated'
  | 'Autoship Item Removed'
  | 'Autoship Cancelled'
  | 'Autoship Moved To Next Shipment'
  | 'Autoship Moved To Cart';

/** The fields an event may carry (spec §3: product id, sku, price, msrp, quantity, brand, categories, …). */
export const ANALYTICS_FIELDS = [
  'cart_id',
  'product_id',
  'sku',
  'name',
  'price',
  'msrp',
  'quantity',
  'brand',
  'category',
  'type_category',
  'sold_as_fresh',
  'box_type',
  'coupon',
  'url',
  // Autoship: every N weeks, and the item's or the account's autoship status.
  'frequency',
  'status',
] as const;

export type AnalyticsField = (typeof ANALYTICS_FIELDS)[number];
export type AnalyticsValue = string | number | boolean | null;
export type AnalyticsProps = Partial<Record<AnalyticsField, AnalyticsValue>>;
export type TrackedEvent = { event: AnalyticsEvent; properties: AnalyticsProps };

const allowed = new Set<string>(ANALYTICS_FIELDS);

/** Keeps the known fields and lowercases every text value. */
export function cleanProperties(props: Readonly<Record<string, unknown>>): AnalyticsProps {
  const kept: AnalyticsProps = {};
  for (const [key, value] of Object.entries(props)) {
    if (!allowed.has(key) || value === undefined) continue;
    if (typeof value === 'string') kept[key as AnalyticsField] = value.toLowerCase();
    else if (typeof value === 'number' || typeof value === 'boolean' || value === null)
      kept[key as AnalyticsField] = value;
  }
  return kept;
}

type Sink = (entry: TrackedEvent) => void;

function dataLayerSink(entry: TrackedEvent): void {
  if (typeof window === 'undefined') return;
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer ??= [];
  w.dataLayer.push({ event: entry.event, ...entry.properties });
  if (import.meta.env?.DEV) console.debug('[analytics]', entry.event, entry.properties);
}

let sink: Sink = dataLayerSink;

/** Records one event; a failure is logged under `reportKey` and never reaches the shopper. */
export function track(
  event: AnalyticsEvent,
  props: Readonly<Record<string, unknown>> = {},
  reportKey = 'analytics-event-error',
): void {
  try {
    sink({ event, properties: cleanProperties(props) });
  } catch (error) {
    console.error(reportKey, error);
  }
}

/** Tests: collect events instead of pushing them (returns the collected list and the restore function). */
export function captureAnalytics(): { events: TrackedEvent[]; restore: () => void } {
  const events: TrackedEvent[] = [];
  const previous = sink;
  sink = (entry) => events.push(entry);
  return { events, restore: () => (sink = previous) };
}
