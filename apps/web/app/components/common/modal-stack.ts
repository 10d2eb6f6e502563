/**
 * How many modals are showing. A prompt the shell raises by itself (hear-about-us, single-cart, the upgrade offer)
 * waits while the shopper is in another modal rather than covering it (docs/decisions/shell.md).
 */
let showing = 0;
const listeners = new Set<() => void>();

export const modalStack = {
  count: () => showing,
  shown(): void {
    showing += 1;
    for (const listener of listeners) listener();
  },
  hidden(): void {
    showing = Math.max(0, showing - 1);
    for (const listener of listeners) listener();
  },
  /** Calls `listener` on every change; answers the function that stops it. */
  watch(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
