import { addSnack, removeSnack, type Snack, snackDismissAfter } from '@pantry/domain';
import { useSyncExternalStore } from 'react';

/**
 * Toasts under the header (spec §4 Snackbar): each closes on its close button, on a route change, or after
 * its timeout (4000 ms by default). Duplicates are not added again (§8).
 */
type NewSnack = Omit<Snack, 'id'> & { id?: string };

const EMPTY: readonly Snack[] = [];
let snacks: readonly Snack[] = EMPTY;
let nextId = 1;
const timers = new Map<string, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function set(next: readonly Snack[]): void {
  if (next === snacks) return;
  snacks = next;
  emit();
}

export const snackbar = {
  /** Shows a toast and returns its id (the existing one's when an identical toast is already shown). */
  push(input: NewSnack): string {
    const snack: Snack = { ...input, id: input.id ?? `snack-${nextId++}` };
    const next = addSnack([...snacks], snack);
    if (next.length === snacks.length) {
      return snacks.find((s) => s.type === snack.type && s.message === snack.message)?.id ?? snack.id;
    }
    set(next);
    const after = snackDismissAfter(snack);
    if (after != null)
      timers.set(
        snack.id,
        setTimeout(() => snackbar.dismiss(snack.id), after),
      );
    return snack.id;
  },
  dismiss(id: string): void {
    const timer = timers.get(id);
    if (timer) clearTimeout(timer);
    timers.delete(id);
    const next = removeSnack([...snacks], id);
    if (next.length !== snacks.length) set(next);
  },
  /** Route changes close every toast. */
  clear(): void {
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
    if (snacks.length) set(EMPTY);
  },
  getSnapshot(): readonly Snack[] {
    return snacks;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

const serverSnapshot = () => EMPTY;

export function useSnacks(): readonly Snack[] {
  return useSyncExternalStore(snackbar.subscribe, snackbar.getSnapshot, serverSnapshot);
}
