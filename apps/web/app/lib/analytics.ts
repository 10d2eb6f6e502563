import { type BatchState, batchEvent, initialBatchState, type MetaEventData } from '@pantry/domain';

/**
 * Analytics events (account spec §3 Analytics events: 'Stored values are lowercased and unknown fields removed
 * before sending'; §4 analytics batching; §8: 'Analytics failures are only logged to the console'). Events go to
 * `window.dataLayer`, where a tag manager (when one is added) picks them up, and to the store's own
 * `POST /api/v1/collect` through the domain's batching (batching.ts, zod-free: the server checks each event against
 * its kind's schema, so the browser carries no schemas).
 */

export type AnalyticsEvent =
  | 'Product Viewed'
  | 'Product Added'
  | 'Product Removed'
  | 'Search Performed'
  | 'Checkout Started'
  | 'Order Completed'
  | 'Registration'
  | 'Login'
  | 'Logout'
  | 'Coupon Added'
  | 'Coupon Removed'
  | 'Gift Card Added'
  // Spec §3 'Autoship changes' (features/autoship/analytics.ts).
  | 'Autoship Subscribed'
  | 'Autoship Updated'
  | 'Autoship Item Removed'
  | 'Autoship Cancelled'
  | 'Autoship Moved To Next Shipment'
  | 'Autoship Moved To Cart';

/**
 * The fields an event may carry (spec §3: product id, sku, price, msrp, quantity, brand, categories, …). The list
 * is a type, so a call with an unknown field does not compile and the browser carries no list; `/collect` removes
 * what an event's kind does not know, as each kind's schema says (packages/domain/src/analytics/events.ts).
 */
export type AnalyticsField =
  | 'cart_id'
  | 'product_id'
  | 'sku'
  | 'name'
  | 'price'
  | 'msrp'
  | 'quantity'
  | 'brand'
  | 'category'
  | 'type_category'
  | 'sold_as_fresh'
  | 'box_type'
  | 'coupon'
  | 'url'
  // Autoship: every N weeks, and the item's or the account's autoship status.
  | 'frequency'
  | 'status'
  // Search: what was typed, how it was chosen (spec §3 result types) and how many products it found.
  | 'query'
  | 'result_type'
  | 'results'
  // Checkout and order: the cart's meta_event_data (storefront §3) and the order's number.
  | 'order_id'
  | 'order_type'
  | keyof MetaEventData
  // Sign-in and gift cards.
  | 'user_status'
  | 'amount';

export type AnalyticsValue = string | number | boolean | readonly object[];
export type AnalyticsProps = Partial<Record<AnalyticsField, AnalyticsValue>>;
/** What a call may pass: a null or undefined field is no value (the events' schemas take none). */
export type AnalyticsInput = Partial<Record<AnalyticsField, AnalyticsValue | null | undefined>>;
export type TrackedEvent = { event: AnalyticsEvent; properties: AnalyticsProps };

/** Text lowercased, in lists and their objects too. */
function lower(value: unknown): unknown {
  if (typeof value === 'string') return value.toLowerCase();
  if (Array.isArray(value)) return value.map(lower);
  return value && typeof value === 'object'
    ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, lower(item)]))
    : value;
}

/** Drops the fields without a value and lowercases text ('Stored values are lowercased'). */
export function cleanProperties(props: AnalyticsInput): AnalyticsProps {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) if (value != null) kept[key] = lower(value);
  return kept as AnalyticsProps;
}

// The sender: events through the domain's batch, then out to /collect within 1 s, 20 a call.
type Outgoing = {
  type: 'track' | 'page' | 'identify';
  event?: string;
  properties: AnalyticsProps;
  removeBatching?: boolean;
  event_id: string;
  timestamp: string;
  url: string;
};

let batch: BatchState<Outgoing> = initialBatchState();
let outbox: Outgoing[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let visitor = '';

/**
 * The visitor id, kept in local storage; a browser that refuses storage gets one for the page's life. Ids are
 * randomUUID's, which needs a secure context (HTTPS or localhost): elsewhere tracking fails, and is only logged.
 */
function visitorId(): string {
  try {
    visitor ||= localStorage.pantry_visitor_id ||= crypto.randomUUID();
  } catch {
    visitor ||= crypto.randomUUID();
  }
  return visitor;
}

/** Sends what the batch released, one call per page and 20 events at most; a failure is logged, never retried. */
export function flushAnalytics(): void {
  clearTimeout(timer);
  while (outbox[0]) {
    const url = outbox[0].url;
    const end = outbox.findIndex((e, i) => i > 19 || e.url !== url);
    const events = outbox.splice(0, end < 0 ? 20 : end).map(({ url: _url, ...event }) => event);
    fetch('/api/v1/collect', {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url, anonymous_id: visitorId(), events }),
    }).then(
      (answer) => answer.ok || console.warn('analytics-collect-error', answer.status),
      (error) => console.warn('analytics-collect-error', error),
    );
  }
}

/**
 * One event into the batch; a failure is only logged. An e-mail-shaped value is never sent (/collect refuses the
 * whole call for one).
 */
function collect(type: Outgoing['type'], properties: AnalyticsProps, event?: string, removeBatching?: true) {
  try {
    if (/\S@\S/.test(JSON.stringify(properties))) return;
    const step = batchEvent(batch, {
      type,
      event,
      properties,
      removeBatching,
      event_id: crypto.randomUUID(),
      timestamp: new Date().toISOString(),
      url: location.pathname,
    });
    batch = step.state;
    outbox.push(...step.send);
    clearTimeout(timer);
    timer = setTimeout(flushAnalytics, outbox.length < 20 ? 1000 : 0);
  } catch (error) {
    console.error('analytics-collect-error', error);
  }
}

// A page hidden or going away (which hides it first) sends what is released; fetch keepalive outlives the page.
if (typeof document !== 'undefined')
  document.addEventListener('visibilitychange', () => document.hidden && flushAnalytics());

type Sink = (entry: TrackedEvent) => void;

function dataLayerSink(entry: TrackedEvent): void {
  if (typeof window === 'undefined') return;
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer ??= [];
  w.dataLayer.push({ event: entry.event, ...entry.properties });
  collect('track', entry.properties, entry.event);
  if (import.meta.env?.DEV) console.debug('[analytics]', entry.event, entry.properties);
}

let sink: Sink = dataLayerSink;

/** Records one event; a failure is logged under `reportKey` and never reaches the shopper. */
export function track(
  event: AnalyticsEvent,
  props: Readonly<AnalyticsInput> = {},
  reportKey = 'analytics-event-error',
): void {
  try {
    sink({ event, properties: cleanProperties(props) });
  } catch (error) {
    console.error(reportKey, error);
  }
}

/** A page view: the batch's starting event (spec §4). The server reads the page type from the path. */
export function trackPage(): void {
  collect('page', {});
}

/** The account is known (signed in or not): an identify marked removeBatching releases the held events, once. */
export function identify(userStatus: string): void {
  if (!batch.identified) collect('identify', { user_status: userStatus }, undefined, true);
}

/** Tests: collect events instead of pushing them (returns the collected list and the restore function). */
export function captureAnalytics(): { events: TrackedEvent[]; restore: () => void } {
  const events: TrackedEvent[] = [];
  const previous = sink;
  sink = (entry) => events.push(entry);
  return { events, restore: () => (sink = previous) };
}

/** Tests: a fresh page's batch (nothing held, nothing released, no visitor id read yet). */
export function resetAnalyticsBatch(): void {
  clearTimeout(timer);
  batch = initialBatchState();
  outbox = [];
  visitor = '';
}
