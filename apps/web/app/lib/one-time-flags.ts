/**
 * The shell's one-time flags in browser storage (account-and-shell spec §4 Other: 'seen modals, … EBT banner seen'; the
 * how-did-you-hear flag is in account-settings/modal-rules.ts). Storage can throw (blocked cookies, quota): a read then answers undefined,
 * and a modal that could not be remembered is not shown, so it never comes back on every page.
 */

export const SEEN_MODALS_KEY = 'pantry.modals.seen';
export const EBT_BANNER_SEEN_KEY = 'pantry.ebt-banner.seen';

export type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function localFlags(): FlagStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The modals already seen in this browser, or undefined when storage can't be read. */
export function seenModals(storage: FlagStorage | null = localFlags()): string[] | undefined {
  try {
    if (!storage) return undefined;
    const list: unknown = JSON.parse(storage.getItem(SEEN_MODALS_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((name) => typeof name === 'string') : [];
  } catch (error) {
    // A list spoiled by hand reads as empty; a storage that throws reads as unknown.
    return error instanceof SyntaxError ? [] : undefined;
  }
}

/** Not seen yet, and storage can remember it once it is. */
export function isUnseen(name: string, storage: FlagStorage | null = localFlags()): boolean {
  const seen = seenModals(storage);
  return seen !== undefined && !seen.includes(name);
}

export function markSeen(name: string, storage: FlagStorage | null = localFlags()): void {
  const seen = seenModals(storage);
  if (!seen || seen.includes(name)) return;
  try {
    storage?.setItem(SEEN_MODALS_KEY, JSON.stringify([...seen, name]));
  } catch {
    // Quota or blocked storage: the modal may show again later, which is harmless.
  }
}

/** One flag's stored value: null when unset, undefined when storage can't be read. */
export function readFlag(key: string, storage: FlagStorage | null = localFlags()): string | null | undefined {
  try {
    return storage ? storage.getItem(key) : undefined;
  } catch {
    return undefined;
  }
}

export function setFlag(key: string, value: string, storage: FlagStorage | null = localFlags()): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // As in markSeen: forgetting a one-time flag only shows its prompt again.
  }
}
