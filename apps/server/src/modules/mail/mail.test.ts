import type { AddressInfo } from 'node:net';
import { type Database, eq, mailOutbox, openTestDatabase, sql } from '@pantry/db';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { getJson, testConfig, useTestApp } from '../../test/helper.ts';
import type { MailMessage } from './mailer.ts';
import { mailboxSchema } from './schemas.ts';
import { createMailer, mailboxEnabled, SMTP_POOL_CONNECTIONS } from './service.ts';

const silent = { info: () => {}, warn: () => {} };

const codeMail = (to: string, code: string): MailMessage => ({
  to,
  subject: 'Your Pantry sign-in code',
  text: `Your sign-in code is ${code}. It works for 10 minutes.`,
  html: `<p>Your sign-in code is <strong>${code}</strong>. It works for 10 minutes.</p>`,
});

describe('outbox mode and GET /api/dev/mailbox', () => {
  const t = useTestApp();

  it('keeps each message in mail_outbox and lists it newest first with every field', async () => {
    await t.app.mailer.send(codeMail('ada@example.com', '111111'));
    await t.app.mailer.send(codeMail('grace@example.com', '222222'));
    await t.app.mailer.send({ ...codeMail('Ada@Example.com', '333333'), subject: 'Welcome to Pantry' });

    const { status, body, headers } = await getJson(t.app, '/api/dev/mailbox');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    const { messages } = mailboxSchema.parse(body);
    expect(messages.map((m) => m.text.match(/\d{6}/)?.[0])).toEqual(['333333', '222222', '111111']);
    expect(messages[1]).toEqual({
      to: 'grace@example.com',
      subject: 'Your Pantry sign-in code',
      text: 'Your sign-in code is 222222. It works for 10 minutes.',
      html: '<p>Your sign-in code is <strong>222222</strong>. It works for 10 minutes.</p>',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    const times = messages.map((m) => Date.parse(m.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'grace@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ transport: 'outbox', lastError: null });
    expect(rows[0]?.sentAt).toBeInstanceOf(Date);
  });

  it('filters by recipient, ignoring case, and limits', async () => {
    const ada = mailboxSchema.parse((await getJson(t.app, '/api/dev/mailbox?to=ADA%40example.com')).body);
    expect(ada.messages.map((m) => m.subject)).toEqual(['Welcome to Pantry', 'Your Pantry sign-in code']);
    const nobody = await getJson(t.app, '/api/dev/mailbox?to=nobody%40example.com');
    expect(nobody.body).toEqual({ messages: [] });
    const one = mailboxSchema.parse((await getJson(t.app, '/api/dev/mailbox?limit=1')).body);
    expect(one.messages).toHaveLength(1);
    expect(one.messages[0]?.subject).toBe('Welcome to Pantry');
  });

  it.each(['limit=0', 'limit=201', 'limit=ten'])('refuses %s with 400', async (query) => {
    const { status, body } = await getJson<{ errors: string }>(t.app, `/api/dev/mailbox?${query}`);
    expect(status).toBe(400);
    expect(body.errors).toContain('Invalid limit');
  });
});

describe('the mailbox in production', () => {
  let db: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
  afterAll(async () => {
    await db?.close();
  });

  it('is off: 404 exactly like an unknown path', async () => {
    expect(mailboxEnabled(testConfig({ nodeEnv: 'production' }))).toBe(false);
    expect(mailboxEnabled(testConfig({ nodeEnv: 'development' }))).toBe(true);
    db = await openTestDatabase();
    const app = await buildApp({ db: db.db, config: testConfig({ nodeEnv: 'production' }) });
    try {
      await app.mailer.send(codeMail('ada@example.com', '123456'));
      const mailbox = await getJson(app, '/api/dev/mailbox');
      expect(mailbox.status).toBe(404);
      expect(mailbox.body).toEqual({
        success: false,
        errors: 'Not found: GET /api/dev/mailbox',
        code: 'not_found',
      });
    } finally {
      await app.close();
    }
  });
});

describe('SMTP mode', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let db: Database;
  let smtpServer: SMTPServer;
  let port: number;
  const received: { from: string; to: string[]; raw: string }[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
    smtpServer = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtpServer.listen(0, '127.0.0.1', resolve));
    port = (smtpServer.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => smtpServer.close(resolve));
    await database.close();
  });

  it('sends through the SMTP server and records the row as sent', async () => {
    const mailer = createMailer(db, testConfig({ smtpUrl: `smtp://127.0.0.1:${port}` }), silent);
    await mailer.send(codeMail('ada@example.com', '480271'));
    mailer.close();

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.from).toBe('hello@pantry.local');
    expect(mail?.to).toEqual(['ada@example.com']);
    expect(mail?.raw).toMatch(/^From: Pantry <hello@pantry\.local>$/m);
    expect(mail?.raw).toMatch(/^Subject: Your Pantry sign-in code$/m);
    expect(mail?.raw.match(/Your sign-in code is (\d{6})\./)?.[1]).toBe('480271');

    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ada@example.com'));
    expect(row).toMatchObject({ transport: 'smtp', lastError: null, subject: 'Your Pantry sign-in code' });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('sends many messages at once over a few kept connections (a pool), each recorded as sent', async () => {
    let connections = 0;
    const slow = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onConnect(_session, callback) {
        connections += 1;
        callback();
      },
      onData(stream, _session, callback) {
        stream.on('data', () => undefined);
        stream.on('end', () => setTimeout(callback, 50));
      },
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const slowPort = (slow.server.address() as AddressInfo).port;
    const mailer = createMailer(db, testConfig({ smtpUrl: `smtp://127.0.0.1:${slowPort}` }), silent);
    try {
      const to = (i: number) => `pool${i}@example.com`;
      await Promise.all(Array.from({ length: 20 }, (_, i) => mailer.send(codeMail(to(i), '100000'))));
      expect(connections).toBeGreaterThan(1);
      expect(connections).toBeLessThanOrEqual(SMTP_POOL_CONNECTIONS);
      const rows = await db.select().from(mailOutbox).where(sql`${mailOutbox.to} LIKE 'pool%@example.com'`);
      expect(rows).toHaveLength(20);
      expect(rows.every((row) => row.sentAt instanceof Date && row.lastError === null)).toBe(true);
    } finally {
      mailer.close();
      await new Promise<void>((resolve) => slow.close(resolve));
    }
  });

  describe("the sender's own mark", () => {
    // A sender's record of its own (a reminder's sent_at), kept in a scratch table of this test's database.
    const marks = (id: number) => ({
      whenSent: sql`UPDATE sender_marks SET sent = true WHERE id = ${id}::int`,
      whenUnsent: sql`UPDATE sender_marks SET sent = false WHERE id = ${id}::int`,
    });
    const markOf = async (id: number) => {
      const [row] = await db
        .select({ sent: sql<boolean>`sent` })
        .from(sql`sender_marks`)
        .where(sql`id = ${id}::int`);
      return row?.sent;
    };

    async function sinkThat(answer: (callback: (error?: Error) => void) => void) {
      const sink = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, _session, callback) {
          stream.on('data', () => undefined);
          stream.on('end', () => answer(callback));
        },
      });
      await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
      const url = `smtp://127.0.0.1:${(sink.server.address() as AddressInfo).port}`;
      return { url, close: () => new Promise<void>((resolve) => sink.close(resolve)) };
    }

    beforeAll(async () => {
      await db.execute(
        sql`CREATE TABLE IF NOT EXISTS sender_marks (id int PRIMARY KEY, sent boolean NOT NULL)`,
      );
      await db.execute(sql`INSERT INTO sender_marks VALUES (1, false), (2, false), (3, false)`);
    });

    it('is made with the outbox mark when the server takes the message', async () => {
      const mailer = createMailer(db, testConfig({ smtpUrl: `smtp://127.0.0.1:${port}` }), silent);
      await mailer.send(codeMail('marked@example.com', '111111'), marks(1));
      mailer.close();
      expect(await markOf(1)).toBe(true);
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'marked@example.com'));
      expect(row?.sentAt).toBeInstanceOf(Date);
    });

    it('is taken back, with the outbox mark, when the server refuses the message after its data', async () => {
      const refusing = await sinkThat((callback) => {
        const error = Object.assign(new Error('Mailbox full'), { responseCode: 552 });
        callback(error);
      });
      const mailer = createMailer(db, testConfig({ smtpUrl: refusing.url }), silent);
      try {
        await expect(mailer.send(codeMail('refused@example.com', '222222'), marks(2))).rejects.toThrow(
          /was not sent.*Mailbox full/,
        );
      } finally {
        mailer.close();
        await refusing.close();
      }
      expect(await markOf(2)).toBe(false);
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'refused@example.com'));
      expect(row).toMatchObject({ sentAt: null });
      expect(row?.lastError).toMatch(/Mailbox full/);
    });

    it('failing, keeps the message from the server: its data never ends', async () => {
      let taken = 0;
      const counting = await sinkThat((callback) => {
        taken += 1;
        callback();
      });
      const mailer = createMailer(db, testConfig({ smtpUrl: counting.url }), silent);
      try {
        const failing = { whenSent: sql`UPDATE sender_marks SET sent = (1 / 0 = 1) WHERE id = 3` };
        await expect(mailer.send(codeMail('unmarked@example.com', '333333'), failing)).rejects.toThrow(
          /was not sent/,
        );
        // The connection it failed on is dropped; the next message goes out on a new one.
        await mailer.send(codeMail('after@example.com', '444444'));
      } finally {
        mailer.close();
        await counting.close();
      }
      expect(taken).toBe(1);
      expect(await markOf(3)).toBe(false);
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'unmarked@example.com'));
      expect(row?.sentAt).toBeNull();
      expect(row?.lastError).toMatch(/Failed query: UPDATE sender_marks/);
    });
  });

  it('rejects when the SMTP server is down and records lastError', async () => {
    // A port that was just free: nothing listens, so the connection is refused.
    const closed = new SMTPServer({ logger: false });
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(resolve));

    const mailer = createMailer(db, testConfig({ smtpUrl: `smtp://127.0.0.1:${deadPort}` }), silent);
    await expect(mailer.send(codeMail('grace@example.com', '135790'))).rejects.toThrow(/was not sent/);
    mailer.close();

    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'grace@example.com'));
    expect(row).toMatchObject({ transport: 'smtp', sentAt: null });
    expect(row?.lastError).toMatch(/ECONNREFUSED|ECONNECTION/);
  });
});
