import { markPrefillNeeded, markPrefillSent, PREFILL_MARKER_KEYS, type PrefillMarkers } from '@pantry/domain';

/**
 * The prefill's needs-sending and has-sent markers in local storage (spec §4), with the quiz's uuid beside them so
 * the picks page knows which answers to send. Storage that refuses (private mode, quota) counts as empty.
 */

const UUID_KEY = 'pantry.cartPrefill.uuid';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readMarkers(): PrefillMarkers & { uuid: string | null } {
  const store = storage();
  return {
    needsSending: store?.getItem(PREFILL_MARKER_KEYS.needsSending) === '1',
    hasSent: store?.getItem(PREFILL_MARKER_KEYS.hasSent) === '1',
    uuid: store?.getItem(UUID_KEY) ?? null,
  };
}

function write(markers: PrefillMarkers, uuid?: string): void {
  const store = storage();
  if (!store) return;
  try {
    store.setItem(PREFILL_MARKER_KEYS.needsSending, markers.needsSending ? '1' : '0');
    store.setItem(PREFILL_MARKER_KEYS.hasSent, markers.hasSent ? '1' : '0');
    if (uuid) store.setItem(UUID_KEY, uuid);
  } catch {
    // A full storage only loses the marker; the server still prefills once.
  }
}

/** The prefill quiz is done: the prefill needs sending (unless it was sent). */
export function notePrefillNeeded(uuid: string): void {
  write(markPrefillNeeded(readMarkers()), uuid);
}

export function notePrefillSent(): void {
  write(markPrefillSent());
}
