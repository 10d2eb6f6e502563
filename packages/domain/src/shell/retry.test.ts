import { describe, expect, it } from 'vitest';
import { RETRY_DEFAULTS, withRetry } from './retry.ts';

function failing(times: number) {
  let calls = 0;
  const task = async () => {
    calls += 1;
    if (calls <= times) throw new Error(`failure ${calls}`);
    return 'done';
  };
  return { task, calls: () => calls };
}

describe('retry helper (spec §8: 2 retries, 1000 ms apart, then rethrows)', () => {
  it('defaults to 2 retries 1000 ms apart', () => {
    expect(RETRY_DEFAULTS).toEqual({ retries: 2, delayMs: 1000 });
  });

  it('answers the first success, waiting 1000 ms before each retry', async () => {
    const waits: number[] = [];
    const { task, calls } = failing(2);
    await expect(withRetry(task, { wait: async (ms) => void waits.push(ms) })).resolves.toBe('done');
    expect(calls()).toBe(3);
    expect(waits).toEqual([1000, 1000]);
  });

  it('rethrows the last failure after 2 retries', async () => {
    const waits: number[] = [];
    const { task, calls } = failing(5);
    await expect(withRetry(task, { wait: async (ms) => void waits.push(ms) })).rejects.toThrow('failure 3');
    expect(calls()).toBe(3);
    expect(waits).toEqual([1000, 1000]);
  });

  it('does not wait when the first try succeeds, and stops at a failure not worth retrying', async () => {
    const waits: number[] = [];
    await withRetry(failing(0).task, { wait: async (ms) => void waits.push(ms) });
    expect(waits).toEqual([]);
    const { task, calls } = failing(5);
    await expect(withRetry(task, { shouldRetry: () => false })).rejects.toThrow('failure 1');
    expect(calls()).toBe(1);
  });

  it('honours other counts and delays', async () => {
    const waits: number[] = [];
    const { task, calls } = failing(5);
    await expect(
      withRetry(task, { retries: 3, delayMs: 10, wait: async (ms) => void waits.push(ms) }),
    ).rejects.toThrow();
    expect(calls()).toBe(4);
    expect(waits).toEqual([10, 10, 10]);
  });
});
