import { readFileSync } from 'node:fs';
import pg from 'pg';

/**
 * CPU time the store spent, read from Linux's /proc: the app server's process, and the PostgreSQL backends
 * connected to the store's database (PGlite runs inside the app process). Throughput on a shared 2-core machine
 * moves with whatever else runs; CPU milliseconds per request move far less, so two commits compare better by
 * them (issue 23 §6).
 */

/** Clock ticks per second of /proc's utime and stime: 100 on Linux (USER_HZ). */
const TICKS_PER_SECOND = 100;

/** utime + stime of a process in milliseconds, or 0 when it is gone (a backend that ended). */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces, so fields are counted from after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

export type CpuSample = { appMs: number; databaseMs: number; backends: Map<number, number> };

export type CpuMeter = { sample(): Promise<CpuSample> };

/** A meter of the app process `appPid` and, given a PostgreSQL URL, of the backends on that database. */
export function cpuMeter(appPid: number, databaseUrl?: string): CpuMeter {
  return {
    async sample() {
      const backends = new Map<number, number>();
      if (databaseUrl) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        try {
          const { rows } = await client.query<{ pid: number }>(
            'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
          );
          for (const { pid } of rows) backends.set(pid, processCpuMs(pid));
        } finally {
          await client.end();
        }
      }
      const databaseMs = [...backends.values()].reduce((sum, ms) => sum + ms, 0);
      return { appMs: processCpuMs(appPid), databaseMs, backends };
    },
  };
}

/**
 * CPU milliseconds per request between two samples. A backend counts only from the first sample it is in (one that
 * started later counts from zero, since its whole life is inside the span).
 */
export function cpuPerRequest(
  before: CpuSample,
  after: CpuSample,
  requests: number,
): { appMs: number; databaseMs: number } {
  let databaseMs = 0;
  for (const [pid, ms] of after.backends) databaseMs += ms - (before.backends.get(pid) ?? 0);
  const per = (ms: number) => (requests > 0 ? Math.round((ms / requests) * 100) / 100 : 0);
  return { appMs: per(after.appMs - before.appMs), databaseMs: per(databaseMs) };
}
