import { describe, expect, it, vi } from 'vitest';
import { createOpenFlag } from './open-flag.ts';

describe('open flag', () => {
  it('starts closed, opens and closes', () => {
    const flag = createOpenFlag();
    expect(flag.isOpen()).toBe(false);
    flag.open();
    expect(flag.isOpen()).toBe(true);
    flag.close();
    expect(flag.isOpen()).toBe(false);
  });

  it('tells its listeners about a change, only when the state really changes', () => {
    const flag = createOpenFlag();
    const listener = vi.fn();
    flag.subscribe(listener);
    flag.open();
    flag.open();
    expect(listener).toHaveBeenCalledTimes(1);
    flag.close();
    flag.close();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('stops telling a listener once it unsubscribes', () => {
    const flag = createOpenFlag();
    const listener = vi.fn();
    const unsubscribe = flag.subscribe(listener);
    unsubscribe();
    flag.open();
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps each flag separate', () => {
    const cart = createOpenFlag();
    const modal = createOpenFlag();
    cart.open();
    expect(modal.isOpen()).toBe(false);
  });
});
