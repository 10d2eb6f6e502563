import autocannon from 'autocannon';

export type LoadResult = { reqPerSec: number; p50: number; p99: number; errors: number; non2xx: number };

export const LOAD = { connections: 50, durationSeconds: 10 };

/** Drives one URL with autocannon (10 s, 50 connections) and keeps the figures the report prints. */
export async function load(url: string): Promise<LoadResult> {
  const result = await autocannon({ url, connections: LOAD.connections, duration: LOAD.durationSeconds });
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
