import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAdTracker, pageViewId } from './tracker.ts';

describe('createAdTracker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends after 1 s without a new event, and each key once', () => {
    const sent: string[][] = [];
    const tracker = createAdTracker<string>(
      (event) => event,
      (events) => sent.push(events),
    );
    tracker.track('a');
    vi.advanceTimersByTime(900);
    tracker.track('b');
    tracker.track('a');
    vi.advanceTimersByTime(900);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(sent).toEqual([['a', 'b']]);
    tracker.track('a');
    vi.advanceTimersByTime(5000);
    expect(sent).toHaveLength(1);
  });

  it('sends 20 at once without waiting, and what is left on flush', () => {
    const sent: number[][] = [];
    const tracker = createAdTracker<number>(String, (events) => sent.push(events));
    for (let i = 0; i < 23; i += 1) tracker.track(i);
    expect(sent.map((batch) => batch.length)).toEqual([20]);
    tracker.flush();
    expect(sent.map((batch) => batch.length)).toEqual([20, 3]);
    vi.advanceTimersByTime(2000);
    expect(sent).toHaveLength(2);
  });
});

describe('pageViewId', () => {
  it('is one id per history entry', () => {
    const first = pageViewId('k1');
    expect(pageViewId('k1')).toBe(first);
    expect(pageViewId('k2')).not.toBe(first);
  });
});
