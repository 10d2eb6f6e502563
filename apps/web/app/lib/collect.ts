import {
  type BatchState,
  batchEvent,
  type CollectEvent,
  findPersonalData,
  initialBatchState,
  isAnalyticsEventName,
  parseEventProperties,
} from '@pantry/domain';

/**
 * Sends the store's analytics events to `POST /api/v1/collect` (issue 26), through the domain's batching: held
 * from the page's load until the first page view and an identify marked removeBatching, then sent in batches of
 * up to 20 or after 1 s. An event whose fields its schema refuses, or that carries personal data, is logged and
 * left out, so it never sinks its batch. Failures are only logged (account spec §8).
 */

export const COLLECT_URL = '/api/v1/collect';
const VISITOR_KEY = 'pantry_visitor_id';
const BATCH = 20;
const IDLE_MS = 1000;

type Send = (body: string) => Promise<void>;

function fetchSend(body: string): Promise<void> {
  return fetch(COLLECT_URL, {
    method: 'POST',
    credentials: 'include',
    keepalive: true,
    headers: { 'content-type': 'application/json', reqsource: 'web' },
    body,
  }).then((response) => {
    if (!response.ok) throw new Error(`/collect answered ${response.status}`);
  });
}

/** The visitor id kept in local storage; a browser that refuses storage gets one for the page's life. */
function visitorId(): string {
  try {
    const kept = window.localStorage.getItem(VISITOR_KEY);
    if (kept) return kept;
    const made = crypto.randomUUID();
    window.localStorage.setItem(VISITOR_KEY, made);
    return made;
  } catch {
    return crypto.randomUUID();
  }
}

export class Collector {
  #state: BatchState<CollectEvent> = initialBatchState();
  #outbox: CollectEvent[] = [];
  #timer: ReturnType<typeof setTimeout> | undefined;
  #visitor: string | undefined;

  constructor(
    private readonly send: Send = fetchSend,
    private readonly url: () => string = () => window.location.pathname,
    private readonly visitor: () => string = visitorId,
  ) {}

  /** Queues one event; answers false when it was left out (logged). */
  add(event: Omit<CollectEvent, 'event_id' | 'timestamp'>): boolean {
    const name = event.type === 'page' ? 'Page Viewed' : event.type === 'identify' ? 'Identify' : event.event;
    if (!name || !isAnalyticsEventName(name) || !parseEventProperties(name, event.properties).success) {
      console.error('analytics-event-invalid', name, event.properties);
      return false;
    }
    if (findPersonalData(event.properties ?? {})) {
      console.error('analytics-event-personal-data', name);
      return false;
    }
    const full: CollectEvent = {
      ...event,
      event_id: crypto.randomUUID(),
      timestamp: new Date().toISOString(),
    };
    const step = batchEvent(this.#state, full);
    this.#state = step.state;
    this.#outbox.push(...step.send);
    this.#schedule();
    return true;
  }

  #schedule(): void {
    if (this.#outbox.length === 0) return;
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
    if (this.#outbox.length >= BATCH) void this.flush();
    else this.#timer = setTimeout(() => void this.flush(), IDLE_MS);
  }

  /** Sends what is released, 20 a call; a failure is logged and the events are not retried. */
  async flush(): Promise<void> {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
    while (this.#outbox.length > 0) {
      const events = this.#outbox.splice(0, BATCH);
      this.#visitor ??= this.visitor();
      try {
        await this.send(JSON.stringify({ url: this.url(), anonymous_id: this.#visitor, events }));
      } catch (error) {
        console.error('analytics-collect-error', error);
      }
    }
  }
}

let collector: Collector | undefined;

/** The page's collector (none on the server). */
export function pageCollector(): Collector | undefined {
  if (typeof window === 'undefined') return undefined;
  collector ??= new Collector();
  return collector;
}
