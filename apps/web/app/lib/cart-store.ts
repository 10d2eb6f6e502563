import { decreaseQuantity, increaseQuantity } from '@pantry/domain';
import { useSyncExternalStore } from 'react';

/**
 * The shopper's cart quantities on this device, until the cart issue connects it to the server
 * (account spec: cartManager holds 'products by id with line_item_qty, totalCartQty'). Persisted to
 * localStorage and shared between tabs. The interface is deliberately small: add, remove, qty.
 */
export type CartSnapshot = {
  products: Readonly<Record<string, { line_item_qty: number }>>;
  totalCartQty: number;
};

const STORAGE_KEY = 'pantry.cart.v1';
const EMPTY: CartSnapshot = { products: {}, totalCartQty: 0 };

let snapshot: CartSnapshot = EMPTY;
let loaded = false;
const listeners = new Set<() => void>();

function total(products: CartSnapshot['products']): number {
  return Object.values(products).reduce((sum, line) => sum + line.line_item_qty, 0);
}

function readStorage(): CartSnapshot {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEY);
    if (!raw) return EMPTY;
    const parsed = JSON.parse(raw) as { products?: unknown };
    const products: Record<string, { line_item_qty: number }> = {};
    if (parsed.products && typeof parsed.products === 'object') {
      for (const [id, line] of Object.entries(parsed.products as Record<string, unknown>)) {
        const qty = (line as { line_item_qty?: unknown } | null)?.line_item_qty;
        if (typeof qty === 'number' && Number.isInteger(qty) && qty > 0)
          products[id] = { line_item_qty: qty };
      }
    }
    return { products, totalCartQty: total(products) };
  } catch {
    // Blocked storage (the shell shows the cookie-blocked page) or a corrupt entry: start empty.
    return EMPTY;
  }
}

function ensureLoaded(): void {
  if (loaded || typeof window === 'undefined') return;
  loaded = true;
  snapshot = readStorage();
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY) return;
    snapshot = readStorage();
    emit();
  });
}

function emit(): void {
  for (const listener of listeners) listener();
}

function setQty(productId: number, qty: number): void {
  ensureLoaded();
  const products = { ...snapshot.products };
  if (qty > 0) products[productId] = { line_item_qty: qty };
  else delete products[productId];
  snapshot = { products, totalCartQty: total(products) };
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify({ products }));
  } catch {
    // Keep the in-memory cart when storage is full or blocked.
  }
  emit();
}

export const cartStore = {
  /** Spec §4: 'Add raises quantity by one, raised to min_order_qty if below it.' */
  add(productId: number, minQty?: number | null): void {
    setQty(productId, increaseQuantity(cartStore.qty(productId), minQty));
  },
  /** Spec §4: 'Remove lowers by one; falling below the minimum gives 0 (removal).' */
  remove(productId: number, minQty?: number | null): void {
    setQty(productId, decreaseQuantity(cartStore.qty(productId), minQty));
  },
  qty(productId: number): number {
    ensureLoaded();
    return snapshot.products[productId]?.line_item_qty ?? 0;
  },
  subscribe(listener: () => void): () => void {
    ensureLoaded();
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot(): CartSnapshot {
    ensureLoaded();
    return snapshot;
  },
  /** Tests only: forget everything. */
  reset(): void {
    snapshot = EMPTY;
    loaded = false;
    try {
      globalThis.localStorage?.removeItem(STORAGE_KEY);
    } catch {}
    emit();
  },
};

const serverSnapshot = (): CartSnapshot => EMPTY;

export function useCart(): CartSnapshot {
  return useSyncExternalStore(cartStore.subscribe, cartStore.getSnapshot, serverSnapshot);
}

export function useCartQty(productId: number): number {
  return useCart().products[productId]?.line_item_qty ?? 0;
}

export function useCartCount(): number {
  return useCart().totalCartQty;
}
