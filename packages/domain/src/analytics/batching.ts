/**
 * Analytics batching (account-and-shell §4: 'Analytics batching holds events until a starting event, then
 * releases them on an identify event marked removeBatching'; the shell's configuration keeps hasCalledCollect and
 * hasIdentified). Events are held from the page's load; a starting event (the first page view: the stream has
 * begun) is held with them; an identify marked removeBatching then releases the whole batch, in order, and every
 * later event goes straight out. The identify comes once the account is known (signed in or not), so the held
 * events leave with the right account. An identify that comes before the starting event is remembered, and the
 * starting event releases the batch itself.
 */

export type BatchableEvent = {
  type: 'track' | 'page' | 'identify';
  event?: string;
  removeBatching?: boolean;
};

export type BatchState<T> = {
  /** 'holding': nothing sent yet; 'open': batching removed, events go straight out. */
  mode: 'holding' | 'open';
  started: boolean;
  identified: boolean;
  held: readonly T[];
};

export const STARTING_EVENTS: readonly string[] = ['Page Viewed'];

export function initialBatchState<T>(): BatchState<T> {
  return { mode: 'holding', started: false, identified: false, held: [] };
}

function isStarting(event: BatchableEvent, starting: readonly string[]): boolean {
  return event.type === 'page' || (event.type === 'track' && starting.includes(event.event ?? ''));
}

/** One event through the batch: the next state and the events to send now (in order). */
export function batchEvent<T extends BatchableEvent>(
  state: BatchState<T>,
  event: T,
  starting: readonly string[] = STARTING_EVENTS,
): { state: BatchState<T>; send: T[] } {
  if (state.mode === 'open') return { state, send: [event] };
  const started = state.started || isStarting(event, starting);
  const identified = state.identified || (event.type === 'identify' && event.removeBatching === true);
  const held = [...state.held, event];
  if (started && identified) return { state: { mode: 'open', started, identified, held: [] }, send: held };
  return { state: { mode: 'holding', started, identified, held }, send: [] };
}
