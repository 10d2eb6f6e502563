import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

/** A message as the sink received it: envelope recipients, subject, its plain-text and HTML parts, the raw MIME. */
export type SunkMail = { to: string[]; subject: string; text: string; html: string; raw: string };

function decodeQuotedPrintable(body: string): string {
  const escaped = body.replace(/=\r?\n/g, '').replace(/%/g, '%25');
  return decodeURIComponent(escaped.replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`));
}

/** The body of the MIME part with this content type, decoded (nodemailer writes 7bit, quoted-printable or base64). */
function partOf(raw: string, contentType: string): string {
  const start = raw.search(new RegExp(`^Content-Type: ${contentType}`, 'im'));
  if (start < 0) return '';
  const part = raw.slice(start);
  const headerEnd = part.search(/\r?\n\r?\n/);
  const headers = part.slice(0, headerEnd);
  const body =
    part
      .slice(headerEnd)
      .replace(/^\r?\n\r?\n/, '')
      .split(/\r?\n--/)[0] ?? '';
  if (/quoted-printable/i.test(headers)) return decodeQuotedPrintable(body);
  if (/base64/i.test(headers)) return Buffer.from(body, 'base64').toString('utf8');
  return body;
}

export type SmtpSink = { url: string; messages: SunkMail[]; to: (address: string) => SunkMail[] };

/**
 * A real SMTP server on a free local port for one test file (started in beforeAll, closed in afterAll): the store
 * sends to it exactly as it would to a mail server in production. Call before `useTestApp(() => ({ smtpUrl }))`.
 */
export function useSmtpSink(): SmtpSink {
  const messages: SunkMail[] = [];
  const sink: SmtpSink = {
    url: '',
    messages,
    to: (address) => messages.filter((m) => m.to.includes(address.toLowerCase())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '';
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject,
          text: partOf(raw, 'text/plain').replace(/\r\n/g, '\n'),
          html: partOf(raw, 'text/html'),
          raw,
        });
        callback();
      });
    },
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    sink.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(resolve)));
  return sink;
}
