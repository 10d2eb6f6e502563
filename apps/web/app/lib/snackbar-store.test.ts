import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { snackbar } from './snackbar-store.ts';

describe('snackbar store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    snackbar.clear();
  });
  afterEach(() => {
    snackbar.clear();
    vi.useRealTimers();
  });

  it("closes a toast after the default 4000 ms ('snackbar 4000 ms')", () => {
    snackbar.push({ type: 'success', message: 'Added to your cart' });
    expect(snackbar.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(3999);
    expect(snackbar.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(snackbar.getSnapshot()).toHaveLength(0);
  });

  it('honours a toast’s own timeout, and keeps one that does not auto-dismiss', () => {
    snackbar.push({ type: 'success', message: 'Saved for later', timeout: 3000 });
    snackbar.push({ type: 'warning', message: 'Stays', autoDismiss: false });
    vi.advanceTimersByTime(3000);
    expect(snackbar.getSnapshot().map((s) => s.message)).toEqual(['Stays']);
    vi.advanceTimersByTime(60_000);
    expect(snackbar.getSnapshot()).toHaveLength(1);
  });

  it("does not add a duplicate ('Duplicate errors are not added again')", () => {
    const first = snackbar.push({ type: 'error', title: 'Add to Cart error', message: 'Out of stock' });
    const second = snackbar.push({ type: 'error', title: 'Add to Cart error', message: 'Out of stock' });
    expect(second).toBe(first);
    expect(snackbar.getSnapshot()).toHaveLength(1);
  });

  it('closes one toast from its close button and all of them on a route change', () => {
    const a = snackbar.push({ type: 'success', message: 'A' });
    snackbar.push({ type: 'success', message: 'B' });
    snackbar.push({ type: 'success', message: 'C' });
    snackbar.dismiss(a);
    expect(snackbar.getSnapshot().map((s) => s.message)).toEqual(['B', 'C']);
    snackbar.clear();
    expect(snackbar.getSnapshot()).toEqual([]);
  });

  it('tells subscribers about every change', () => {
    const listener = vi.fn();
    const unsubscribe = snackbar.subscribe(listener);
    const id = snackbar.push({ type: 'success', message: 'Hello' });
    snackbar.dismiss(id);
    snackbar.dismiss(id);
    unsubscribe();
    snackbar.push({ type: 'success', message: 'Unheard' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
