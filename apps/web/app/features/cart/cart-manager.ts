import {
  type CartWire,
  changeQuantity,
  errorText,
  type ProductList,
  type QuantityAction,
  type QuantityLimits,
} from '@pantry/domain';
import { notifyManager, type QueryClient } from '@tanstack/react-query';
import { track } from '../../lib/analytics.ts';
import { ApiError, apiUrl } from '../../lib/http/client.ts';
import { encodeParams } from '../../lib/http/encode.ts';
import { snackbar } from '../../lib/snackbar-store.ts';
import { CART_SYNC_DELAY_MS, type CartApi, type CartChangeAnswer, cartApi, cartKeys } from './api.ts';
import { answerErrorMessages, failureErrorMessages, promoErrorText, showCartErrors } from './cart-errors.ts';
import { bulkPayload, cartLines, lineByProduct, productEvents, quantitiesByProduct } from './cart-lines.ts';

/**
 * The cart's queue (spec storefront §4 Cart quantity change; account spec §4 Cart quantity queueing). A change
 * shows at once (an optimistic quantity per product) and waits; 750 ms after the last change one
 * POST /carts/bulk_update carries them all, its answer becomes the cart, and Product Added / Product Removed fire
 * from the quantities before and after. While the cart is busy (a call out, or the cart being fetched) actions
 * are ignored.
 */

export type CartStatus = 'ready' | 'creating' | 'updating' | 'deleting';
export type PromoState = { status: 'idle' | 'creating' | 'success' | 'error'; message: string | null };

/** What a card, a cart line or a saved item hands the queue. */
export type CartItemRef = QuantityLimits & { product_id: number; title: string; saved?: boolean };

export type PendingChange = {
  product_id: number;
  qty: number;
  /** true: save for later; false: into the cart (moving back from the saved list); absent: quantity only. */
  save_for_later?: boolean;
  title: string;
  saved: boolean;
};

export type CartManagerSnapshot = {
  status: CartStatus;
  pending: ReadonlyMap<number, PendingChange>;
  promo: PromoState;
  /** Spec §8: 'The last message is tracked.' */
  lastError: string | null;
};

export const SAVE_FOR_LATER_TOAST_MS = 3000;
const IDLE_PROMO: PromoState = { status: 'idle', message: null };

export type CartManagerDeps = {
  client: QueryClient;
  api?: Pick<CartApi, 'bulkUpdate' | 'applyCoupon' | 'removeCoupon'>;
  delayMs?: number;
  pagePath?: () => string;
};

export class CartManager {
  #snapshot: CartManagerSnapshot = {
    status: 'ready',
    pending: new Map(),
    promo: IDLE_PROMO,
    lastError: null,
  };
  #timer: ReturnType<typeof setTimeout> | null = null;
  readonly #listeners = new Set<() => void>();
  readonly #client: QueryClient;
  readonly #api: NonNullable<CartManagerDeps['api']>;
  readonly #delayMs: number;
  readonly #pagePath: () => string;

  constructor(deps: CartManagerDeps) {
    this.#client = deps.client;
    this.#api = deps.api ?? cartApi;
    this.#delayMs = deps.delayMs ?? CART_SYNC_DELAY_MS;
    this.#pagePath =
      deps.pagePath ?? (() => (typeof window === 'undefined' ? '/' : window.location.pathname));
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): CartManagerSnapshot => this.#snapshot;

  get cart(): CartWire | undefined {
    return this.#client.getQueryData<CartWire>(cartKeys.cart);
  }

  /** Spec §4: 'A cart is busy when its status is creating, deleting, fetching or updating.' */
  isBusy(): boolean {
    return this.#snapshot.status !== 'ready' || this.#client.isFetching({ queryKey: cartKeys.cart }) > 0;
  }

  /** The quantity shown: the queued one, else the cart's. */
  qty(productId: number): number {
    return (
      this.#snapshot.pending.get(productId)?.qty ?? lineByProduct(this.cart, productId)?.line_item_qty ?? 0
    );
  }

  /** Queues one action; false when it was ignored because the cart is busy. */
  change(item: CartItemRef, action: QuantityAction): boolean {
    if (this.isBusy()) return false;
    const previous = this.#snapshot.pending.get(item.product_id);
    const current = action === 'move_to_cart' ? 0 : this.qty(item.product_id);
    const next = changeQuantity(current, action, item);
    const flag = action === 'remove' || action === 'remove_all' ? undefined : next.save_for_later;
    const change: PendingChange = {
      product_id: item.product_id,
      qty: next.qty,
      save_for_later: flag ?? previous?.save_for_later,
      title: item.title,
      saved: item.saved ?? previous?.saved ?? false,
    };
    const pending = new Map(this.#snapshot.pending);
    const inCart = quantitiesByProduct(this.cart).get(item.product_id) ?? 0;
    // Back where the cart already is: nothing to send.
    if (change.save_for_later !== true && !change.saved && change.qty === inCart)
      pending.delete(item.product_id);
    else pending.set(item.product_id, change);
    this.#set({ pending });
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = pending.size ? setTimeout(() => void this.flush(), this.#delayMs) : null;
    return true;
  }

  /** Sends everything queued in one bulk update (the timer calls it; tests and page exits may too). */
  async flush(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    const sent = [...this.#snapshot.pending.values()];
    if (sent.length === 0) return;
    if (this.isBusy()) {
      this.#timer = setTimeout(() => void this.flush(), this.#delayMs);
      return;
    }
    const before = this.cart;
    this.#set({ status: 'updating' });
    let answer: CartChangeAnswer;
    try {
      answer = await this.#api.bulkUpdate(bulkPayload(sent, before, this.#pagePath()), sent);
    } catch (error) {
      this.#settle(undefined, { status: 'ready', pending: new Map() });
      this.#report(failureErrorMessages(error));
      void this.#client.invalidateQueries({ queryKey: cartKeys.cart });
      return;
    }
    const { errors: _errors, cart_errors: _cartErrors, ...cart } = answer;
    notifyManager.batch(() => {
      this.#settle(cart, { status: 'ready', pending: new Map() });
      this.#leaveSavedList(sent);
    });
    for (const { event, properties } of productEvents(before, cart)) {
      track(event, properties, event === 'Product Added' ? 'product-added-event-error' : undefined);
    }
    this.#report(answerErrorMessages(answer));
    this.#savedForLater(sent, cart);
  }

  /**
   * The page is going away (reload, closed tab) with changes still queued: they go out as a beacon, which the
   * browser delivers after the page is gone. Nothing comes back, so no events or toasts.
   */
  flushOnExit(): void {
    const sent = [...this.#snapshot.pending.values()];
    if (sent.length === 0 || this.#snapshot.status === 'updating') return;
    if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
    const payload = bulkPayload(sent, this.cart, this.#pagePath());
    const body = encodeParams({ bulkProductsPayload: payload, queuedItems: sent });
    const type = 'application/x-www-form-urlencoded';
    if (navigator.sendBeacon(apiUrl('/carts/bulk_update'), new Blob([body], { type }))) {
      if (this.#timer) clearTimeout(this.#timer);
      this.#timer = null;
      this.#set({ pending: new Map() });
    }
  }

  async applyCoupon(code: string): Promise<boolean> {
    const trimmed = code.trim();
    if (this.isBusy()) return false;
    if (!trimmed) {
      this.#set({ promo: { status: 'error', message: 'Please enter a promo code.' } });
      return false;
    }
    this.#set({ status: 'creating', promo: { status: 'creating', message: null } });
    try {
      const cart = await this.#api.applyCoupon(trimmed);
      const message = `Promo code ${trimmed.toUpperCase()} applied.`;
      this.#settle(cart, { status: 'ready', promo: { status: 'success', message } });
      track('Coupon Added', { cart_id: cart.cart_id, coupon: trimmed });
      return true;
    } catch (error) {
      this.#settle(undefined, {
        status: 'ready',
        promo: { status: 'error', message: promoErrorText(error) },
      });
      return false;
    }
  }

  async removeCoupon(code: string): Promise<boolean> {
    if (this.isBusy()) return false;
    this.#set({ status: 'deleting' });
    try {
      const cart = await this.#api.removeCoupon(code);
      this.#settle(cart, { status: 'ready', promo: IDLE_PROMO });
      track('Coupon Removed', { cart_id: cart.cart_id, coupon: code });
      return true;
    } catch (error) {
      this.#settle(undefined, { status: 'ready' });
      snackbar.push({ type: 'error', message: error instanceof ApiError ? error.message : errorText(null) });
      return false;
    }
  }

  resetPromo(): void {
    if (this.#snapshot.promo !== IDLE_PROMO) this.#set({ promo: IDLE_PROMO });
  }

  /** Tests and sign-out: forget what is queued. */
  dispose(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#listeners.clear();
  }

  #report(messages: string[]): void {
    if (messages.length === 0) return;
    this.#set({ lastError: messages.at(-1) ?? null });
    showCartErrors(messages);
  }

  /** Spec §4: save-for-later results toast for 3 s and reload the saved list (page 1, size 10). */
  #savedForLater(sent: PendingChange[], cart: CartWire): void {
    const inCart = new Set(cartLines(cart).map((line) => line.product_id));
    let touched = false;
    for (const change of sent) {
      if (change.save_for_later === true && !inCart.has(change.product_id)) {
        snackbar.push(savedToast(`${change.title} has been saved for later`));
        touched = true;
      } else if (change.saved && change.save_for_later === false && inCart.has(change.product_id)) {
        snackbar.push(savedToast(`${change.title} has been moved to your cart`));
        touched = true;
      } else if (change.saved) touched = true;
    }
    if (touched) void this.#client.invalidateQueries({ queryKey: cartKeys.saved });
  }

  /** Items moved back or removed leave the saved list on screen with the new cart; the reload brings the rest. */
  #leaveSavedList(sent: PendingChange[]): void {
    const left = new Set(sent.filter((c) => c.saved && c.save_for_later !== true).map((c) => c.product_id));
    if (left.size === 0) return;
    this.#client.setQueryData<ProductList>(cartKeys.saved, (list) =>
      list ? { ...list, products: list.products.filter((p) => !left.has(p.id)) } : list,
    );
  }

  /** The new cart and the queue's state reach subscribers in one batch, so the screen never shows a mix. */
  #settle(cart: CartWire | undefined, patch: Partial<CartManagerSnapshot>): void {
    notifyManager.batch(() => {
      if (cart) this.#client.setQueryData(cartKeys.cart, cart);
      this.#snapshot = { ...this.#snapshot, ...patch };
      notifyManager.schedule(() => this.#emit());
    });
  }

  #set(patch: Partial<CartManagerSnapshot>): void {
    this.#snapshot = { ...this.#snapshot, ...patch };
    this.#emit();
  }

  #emit(): void {
    for (const listener of this.#listeners) listener();
  }
}

function savedToast(message: string) {
  return { type: 'success' as const, message, timeout: SAVE_FOR_LATER_TOAST_MS };
}

const managers = new WeakMap<QueryClient, CartManager>();

/** One queue per query client (one per browser tab; tests get a fresh one with each client). */
export function cartManagerFor(client: QueryClient): CartManager {
  let manager = managers.get(client);
  if (!manager) {
    const created = new CartManager({ client });
    managers.set(client, created);
    // Changes still queued when the page goes away go out as a beacon. Listening from here, not from the lazily
    // loaded cart host, means an add made before the shell's lazy parts arrive is not lost on a quick exit.
    if (typeof window !== 'undefined') window.addEventListener('pagehide', () => created.flushOnExit());
    manager = created;
  }
  return manager;
}
