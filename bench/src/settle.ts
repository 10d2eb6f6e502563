import pg from 'pg';

/** How long a phase waits at most for the background work before it (sign-up mail) to drain. */
const SETTLE_LIMIT_MS = 30_000;
const POLL_MS = 250;

/**
 * Waits until the store's event dispatcher has nothing due: every event fanned out and no delivery waiting (the
 * shoppers' sign-up and membership mail, the orders of an earlier phase). A cart phase then measures cart calls,
 * not that mail (issue 23 §6). Gives up after SETTLE_LIMIT_MS and says so; answers at once with WORKER=off (nothing
 * would drain) or for a store without the events tables (commits before issue 10).
 */
export async function settleBackground(databaseUrl: string): Promise<void> {
  if (process.env.WORKER === 'off') return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + SETTLE_LIMIT_MS;
    for (;;) {
      const due = await client
        .query<{ n: number }>(
          `SELECT (SELECT count(*) FROM events WHERE fanned_out_at IS NULL)::int
                + (SELECT count(*) FROM event_deliveries WHERE state = 'pending' AND next_attempt_at <= now())::int AS n`,
        )
        .then((result) => result.rows[0]?.n ?? 0)
        .catch(() => 0);
      if (due === 0) return;
      if (Date.now() > deadline) {
        console.log(
          `(background work still due after ${SETTLE_LIMIT_MS / 1000} s: ${due} events or deliveries)`,
        );
        return;
      }
      await new Promise((done) => setTimeout(done, POLL_MS));
    }
  } finally {
    await client.end();
  }
}
