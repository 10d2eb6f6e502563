import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * Issue 23 §7, the mail figure: `count` order confirmations written as order.placed events at once (as an autoship
 * run's receipts are), and the time until a local SMTP server has received them all, through the server's own
 * event dispatcher and mailer (SMTP_URL). Target: at least 50 messages a second.
 */

export type MailSink = { url: string; received: () => number; close: () => Promise<void> };
export type MailFigures = { messages: number; seconds: number; perSecond: number };

/** A local SMTP server that accepts everything and counts it (e2e/mail-sink.ts keeps the messages too). */
export async function startMailSink(): Promise<MailSink> {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Waits until the sink has taken nothing new for `quietMs` (mail of earlier phases), at most two minutes. */
async function settled(sink: MailSink, quietMs = 6_000): Promise<void> {
  const deadline = Date.now() + 120_000;
  let last = sink.received();
  let since = Date.now();
  while (Date.now() < deadline && Date.now() - since < quietMs) {
    await sleep(250);
    if (sink.received() !== last) {
      last = sink.received();
      since = Date.now();
    }
  }
}

export async function benchMail(baseUrl: string, sink: MailSink, count: number): Promise<MailFigures> {
  await settled(sink);
  const before = sink.received();
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/bench/receipts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ count }),
  });
  if (!res.ok) throw new Error(`POST /api/bench/receipts answered ${res.status}`);
  const deadline = Date.now() + 15 * 60_000;
  while (sink.received() - before < count) {
    if (Date.now() > deadline) throw new Error(`only ${sink.received() - before} of ${count} messages came`);
    await sleep(50);
  }
  const seconds = (performance.now() - started) / 1000;
  return { messages: count, seconds: Math.round(seconds * 10) / 10, perSecond: Math.round(count / seconds) };
}

export function mailTable(rows: { database: string; figures: MailFigures }[]): string {
  return [
    '| database | order confirmations to a local SMTP server | seconds until all arrived | messages/s (target ≥ 50) |',
    '|---|---|---|---|',
    ...rows.map(
      ({ database, figures: f }) => `| ${database} | ${f.messages} | ${f.seconds} | ${f.perSecond} |`,
    ),
  ].join('\n');
}
