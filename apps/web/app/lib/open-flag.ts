import { useSyncExternalStore } from 'react';

/**
 * A shared 'is it open?' flag for something the shell shows on demand (the cart panel, a modal): anything may open
 * or close it, and components read it with `useOpenFlag`. The server always renders it closed.
 */
export type OpenFlag = {
  open: () => void;
  close: () => void;
  isOpen: () => boolean;
  subscribe: (listener: () => void) => () => void;
};

export function createOpenFlag(): OpenFlag {
  let open = false;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    if (open === next) return;
    open = next;
    for (const listener of listeners) listener();
  };
  return {
    open: () => set(true),
    close: () => set(false),
    isOpen: () => open,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

const closedOnTheServer = () => false;

export function useOpenFlag(flag: OpenFlag): boolean {
  return useSyncExternalStore(flag.subscribe, flag.isOpen, closedOnTheServer);
}
