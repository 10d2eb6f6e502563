import { describe, expect, it } from 'vitest';
import { type BatchableEvent, type BatchState, batchEvent, initialBatchState } from './batching.ts';

type E = BatchableEvent & { n: number };

function run(events: E[], starting?: readonly string[]) {
  let state: BatchState<E> = initialBatchState();
  const sent: number[][] = [];
  for (const event of events) {
    const step = batchEvent(state, event, starting);
    state = step.state;
    sent.push(step.send.map((e) => e.n));
  }
  return { state, sent };
}

const track = (n: number, event = 'Product Viewed'): E => ({ type: 'track', event, n });
const page = (n: number): E => ({ type: 'page', n });
const identify = (n: number, removeBatching = true): E => ({ type: 'identify', removeBatching, n });

describe('analytics batching', () => {
  it('holds events until the starting event and releases them, in order, on an identify marked removeBatching', () => {
    const { state, sent } = run([track(1), page(2), track(3), identify(4), track(5)]);
    expect(sent).toEqual([[], [], [], [1, 2, 3, 4], [5]]);
    expect(state).toMatchObject({ mode: 'open', held: [] });
  });

  it('an identify without removeBatching releases nothing', () => {
    const { state, sent } = run([page(1), identify(2, false), track(3)]);
    expect(sent).toEqual([[], [], []]);
    expect(state.held.map((e) => e.n)).toEqual([1, 2, 3]);
  });

  it('an identify before the starting event is remembered; the starting event releases the batch', () => {
    const { sent } = run([track(1), identify(2), track(3), page(4), track(5)]);
    expect(sent).toEqual([[], [], [], [1, 2, 3, 4], [5]]);
  });

  it('without a starting event nothing is released', () => {
    const { state, sent } = run([track(1), identify(2), track(3)]);
    expect(sent.flat()).toEqual([]);
    expect(state.mode).toBe('holding');
  });

  it('a named track event can be the starting event', () => {
    const { sent } = run([track(1), track(2, 'Login'), identify(3)], ['Login']);
    expect(sent).toEqual([[], [], [1, 2, 3]]);
  });

  it('does not change the state it is given', () => {
    const state = initialBatchState<E>();
    batchEvent(state, page(1));
    expect(state).toEqual(initialBatchState());
  });
});
