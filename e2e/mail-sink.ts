import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

/**
 * The journeys' mailbox: a real SMTP server the store sends to (SMTP_URL), and a small HTTP reader for the tests
 * (GET /messages?to=… → newest first). The store delivers its e-mail exactly as it would in production.
 */

type Received = { to: string[]; subject: string; raw: string; receivedAt: string };

const smtpPort = Number(process.env.E2E_SMTP_PORT);
const httpPort = Number(process.env.E2E_MAIL_HTTP_PORT);
const messages: Received[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '';
      messages.unshift({
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
        subject,
        raw,
        receivedAt: new Date().toISOString(),
      });
      callback();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  response.setHeader('content-type', 'application/json');
  if (url.pathname === '/health') return void response.end('{"ok":true}');
  const to = url.searchParams.get('to')?.toLowerCase();
  response.end(JSON.stringify({ messages: to ? messages.filter((m) => m.to.includes(to)) : messages }));
}).listen(httpPort, '127.0.0.1');
