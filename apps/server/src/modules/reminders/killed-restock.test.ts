import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, useChildServer } from '../../test/child-server.ts';

/**
 * Issue 24 'Proof at scale': 1,000 reminders on one product, a real server in a child process sending their
 * back-in-stock e-mails to a local SMTP server; it is SIGKILLed mid-send and a new server (no clock moved, nothing
 * edited) finishes. Everyone gets the e-mail once.
 *
 * The SMTP server takes a message when it reads the end of its data, whatever becomes of its sender afterwards (as a
 * real one does), and takes 20 ms over each, so several are in flight at the kill. The reminder's mark is committed
 * with the end of data (modules/mail/smtp-sender.ts), so no moment is left in which a message was taken but not
 * marked, or marked but never ended.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const REMINDERS = 1000;
const TOKEN = 'killed-restock-token';
const smtpPort = await freePort();
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe.skipIf(!serverUrl)(
  'a server killed while it e-mails 1,000 back-in-stock reminders (PostgreSQL only)',
  () => {
    /** Each accepted message's recipient, in order. */
    const accepted: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        stream.on('data', () => undefined);
        stream.on('end', () => {
          accepted.push(...session.envelope.rcptTo.map((r) => r.address.toLowerCase()));
          setTimeout(callback, 20);
        });
      },
    });
    // The killed server's connections end in a reset mid-message: the fault under test, not a failure.
    smtp.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET') throw error;
    });
    beforeAll(() => new Promise<void>((done) => smtp.listen(smtpPort, '127.0.0.1', done)));
    afterAll(() => new Promise<void>((done) => smtp.close(() => done())));

    const child = useChildServer(serverUrl ?? '', {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      ADMIN_TOKEN: TOKEN,
    });

    async function stock(productId: number, qty: number): Promise<void> {
      const answer = await fetch(`${child.server.base}/api/admin/products/${productId}/stock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
        body: JSON.stringify({ qty }),
      });
      expect(answer.status).toBe(200);
    }

    async function count(text: string, values: unknown[] = []): Promise<number> {
      return Number((await child.one<{ n: number }>(text, values))?.n);
    }

    const waiting = (productId: number) =>
      count('SELECT count(*)::int AS n FROM reminders WHERE product_id = $1 AND sent_at IS NULL', [
        productId,
      ]);
    const undelivered = () =>
      count(`SELECT (SELECT count(*) FROM events WHERE fanned_out_at IS NULL)
                + (SELECT count(*) FROM event_deliveries WHERE state = 'pending') AS n`);

    it('e-mails every shopper once', async () => {
      const product = await child.one<{ id: number; title: string }>(
        `SELECT p.id, p.title FROM products p
        WHERE p.product_type = 'simple' AND p.is_available AND p.stock_qty > 0
          AND NOT EXISTS (SELECT 1 FROM product_badges pb JOIN badges b ON b.id = pb.badge_id
                           WHERE pb.product_id = p.id AND b.text = 'Back Soon')
        ORDER BY p.id LIMIT 1`,
      );
      if (!product) throw new Error('no product to sell out');
      await stock(product.id, 0);
      const tag = `killed.${Date.now()}`;
      await child.db.query(
        `WITH shoppers AS (
         INSERT INTO accounts (email, firstname)
         SELECT $1 || '.' || g || '@example.com', 'Shopper' FROM generate_series(1, ${REMINDERS}) g RETURNING id)
       INSERT INTO reminders (account_id, product_id, created_at, expires_at)
       SELECT id, $2, now(), now() + interval '90 days' FROM shoppers`,
        [tag, product.id],
      );
      // Back in stock while no worker runs: the trigger's event waits in the outbox.
      await stock(product.id, 50);
      child.server.child.kill('SIGKILL');
      await child.server.exited;

      // A server with its jobs sends for a while and is killed mid-stream.
      await child.start({ WORKER: 'inline' });
      for (let i = 0; i < 600 && accepted.length < 150; i++) await sleep(20);
      child.server.child.kill('SIGKILL');
      await child.server.exited;
      const beforeKill = accepted.length;
      expect(beforeKill).toBeGreaterThan(0);
      expect(await waiting(product.id)).toBeGreaterThan(0);
      // What the killed server had written to the outbox and not marked: the messages in flight at the kill.
      const inFlight = new Set(
        (
          await child.db.query<{ to: string }>(
            `SELECT "to" FROM mail_outbox WHERE subject = $1 AND sent_at IS NULL AND last_error IS NULL`,
            [`Back in stock: ${product.title}`],
          )
        ).rows.map((row) => row.to.toLowerCase()),
      );

      // A new server takes the dead one's deliveries over once their leases end (seconds) and finishes.
      await child.start({ WORKER: 'inline' });
      const ready = Date.now();
      while (((await waiting(product.id)) > 0 || (await undelivered()) > 0) && Date.now() - ready < 90_000) {
        await sleep(250);
      }
      expect(await waiting(product.id)).toBe(0);
      expect(await undelivered()).toBe(0);
      expect(await count(`SELECT count(*)::int AS n FROM event_deliveries WHERE state <> 'done'`)).toBe(0);

      const mine = accepted.filter((to) => to.startsWith(tag));
      const times = new Map<string, number>();
      for (const to of mine) times.set(to, (times.get(to) ?? 0) + 1);
      expect(times.size).toBe(REMINDERS);
      const repeated = [...times].filter(([, n]) => n > 1).map(([to]) => to);
      expect(repeated).toEqual([]);
      console.info(
        `killed after ${beforeKill} e-mails; ${inFlight.size} in flight at the kill; ${repeated.length} repeated`,
      );
    }, 240_000);
  },
);
