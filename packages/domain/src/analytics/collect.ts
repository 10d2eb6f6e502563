import { z } from 'zod';
import { type AnalyticsEventName, isAnalyticsEventName, parseEventProperties } from './events.ts';
import { pageTypeFromPath } from './page-type.ts';
import { findPersonalData } from './personal-data.ts';

/**
 * `POST /api/v1/collect` (account-and-shell §7: payload `url`, answer not shown). The browser sends the page's
 * url with a batch of events and its visitor id; the account comes from the session, never from the body.
 */

/** The most events one call carries (the browser sends what its batch released, usually a handful). */
export const COLLECT_MAX_EVENTS = 50;

export const collectEventSchema = z.object({
  /** The browser's id for the event (a UUID), made once; a repeat is stored once. */
  event_id: z.uuid(),
  type: z.enum(['track', 'page', 'identify']),
  /** The event's name for a track call (a page call is 'Page Viewed', an identify 'Identify'). */
  event: z.string().trim().min(1).max(60).optional(),
  properties: z.record(z.string(), z.unknown()).optional(),
  /** When the browser made the event (ISO 8601). */
  timestamp: z.iso.datetime({ offset: true }),
  removeBatching: z.boolean().optional(),
});

export const collectRequestSchema = z.object({
  /** §7: the page the events happened on. Only its path is kept. */
  url: z.string().trim().min(1).max(2000),
  /** The visitor id: a UUID the browser keeps for the visitor. */
  anonymous_id: z.uuid(),
  events: z.array(collectEventSchema).min(1).max(COLLECT_MAX_EVENTS),
});

export const collectResponseSchema = z.object({
  success: z.literal(true),
  /** Events written by this call. */
  stored: z.number().int(),
  /** Events whose id was stored already (accepted, not stored again). */
  duplicates: z.number().int(),
});

export type CollectEvent = z.infer<typeof collectEventSchema>;
export type CollectRequest = z.infer<typeof collectRequestSchema>;
export type CollectResponse = z.infer<typeof collectResponseSchema>;

/** One event as it is stored: identity is only the visitor id and the account id. */
export type CleanEvent = {
  eventId: string;
  type: CollectEvent['type'];
  event: AnalyticsEventName;
  properties: Record<string, unknown>;
  occurredAt: string;
  path: string;
  pageType: string;
};

export type CollectCheck =
  | { ok: true; events: CleanEvent[] }
  | { ok: false; kind: 'personal_data' | 'invalid'; message: string };

/** The url's path, lowercased, without query or hash (a query may carry what a shopper typed). */
export function collectPath(url: string): string {
  let path = url;
  try {
    path = new URL(url, 'http://store.invalid').pathname;
  } catch {
    path = url.split(/[?#]/, 1)[0] ?? '';
  }
  return (path.startsWith('/') ? path : `/${path}`).toLowerCase().slice(0, 500);
}

function eventName(event: CollectEvent): string | undefined {
  if (event.type === 'page') return 'Page Viewed';
  if (event.type === 'identify') return 'Identify';
  return event.event;
}

/**
 * Checks and cleans a batch (a pure function): personal data anywhere refuses the whole batch; an unknown event
 * name or a known field with a wrong value is invalid; unknown fields are dropped and values lowercased.
 */
export function checkCollectBatch(request: CollectRequest): CollectCheck {
  const personal = findPersonalData({ url: request.url, events: request.events });
  if (personal) {
    return { ok: false, kind: 'personal_data', message: `Personal data is not collected (${personal}).` };
  }
  const path = collectPath(request.url);
  const pageType = pageTypeFromPath(path);
  const events: CleanEvent[] = [];
  for (const [index, event] of request.events.entries()) {
    const name = eventName(event);
    if (!name || !isAnalyticsEventName(name)) {
      return { ok: false, kind: 'invalid', message: `events[${index}]: unknown event '${name ?? ''}'.` };
    }
    const parsed = parseEventProperties(name, event.properties);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.join('.') ?? '';
      return {
        ok: false,
        kind: 'invalid',
        message: `events[${index}].properties.${where}: ${issue?.message ?? 'invalid value'}.`,
      };
    }
    events.push({
      eventId: event.event_id.toLowerCase(),
      type: event.type,
      event: name,
      properties: parsed.data as Record<string, unknown>,
      occurredAt: event.timestamp,
      path,
      pageType,
    });
  }
  return { ok: true, events };
}
