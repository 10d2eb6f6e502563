import autocannon from 'autocannon';

export type LoadResult = { reqPerSec: number; p50: number; p99: number; errors: number; non2xx: number };

export const LOAD = { connections: 50, durationSeconds: 10 };

export type LoadOptions = {
  connections?: number;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
};

/** Drives one URL with autocannon (10 s, 50 connections unless told) and keeps the figures the report prints. */
export async function load(url: string, options: LoadOptions = {}): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? LOAD.connections,
    duration: LOAD.durationSeconds,
    method: options.method ?? 'GET',
    ...(options.body ? { body: options.body } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  });
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
