import { Readable } from 'node:stream';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import SMTPConnection from 'nodemailer/lib/smtp-connection';

/**
 * SMTP delivery that lets the sender record a message as sent in the moment it is handed over (issue 24: a worker
 * killed mid-send repeats no one and misses no one). An SMTP server takes a message when it reads the end of its
 * data (the line with one dot), and says so afterwards; a sender that records the message only after that reply
 * repeats it when it dies in between, which is exactly when a watcher of the mailbox would kill it. So the message is
 * written up to its end, then `handOver` runs: it makes the sender's marks in a transaction and calls `end()` just
 * before its COMMIT, so the end of data and the COMMIT go out in the same turn of the event loop. A process killed
 * before that turn has sent neither (the server drops a message whose data never ended); after it, both. If the
 * server then refuses the message, the caller undoes its marks.
 *
 * nodemailer's own pool reads a message ahead of the server's go-ahead and hands a message it lost to another
 * connection, so this keeps its own few connections (nodemailer's SMTPConnection underneath).
 */

export type SmtpEnvelope = { from: string; to: string[] };

/** Runs the sender's marks; calls `end` when the end of data may go out (just before its COMMIT). */
export type HandOver = (end: () => void) => Promise<void>;

export type SmtpSenderOptions = {
  url: string;
  maxConnections: number;
  maxMessagesPerConnection: number;
  connectionTimeout: number;
  greetingTimeout: number;
  socketTimeout: number;
};

type Pooled = { connection: SMTPConnection; sent: number; broken: boolean };

export class SmtpSender {
  private readonly idle: Pooled[] = [];
  private readonly waiting: ((pooled: Pooled | Error) => void)[] = [];
  private open = 0;
  private closed = false;

  constructor(private readonly options: SmtpSenderOptions) {}

  /** Sends one message; resolves with the server's reply once it took the message. */
  async send(envelope: SmtpEnvelope, raw: Buffer, handOver: HandOver): Promise<string> {
    const pooled = await this.acquire();
    try {
      const reply = await new Promise<string>((resolve, reject) => {
        pooled.connection.send(envelope, heldBack(raw, handOver), (error, info) =>
          error ? reject(error) : resolve(info.response),
        );
      });
      pooled.sent += 1;
      return reply;
    } catch (error) {
      // A connection that failed mid-message is in an unknown state: it is not used again.
      pooled.broken = true;
      throw error;
    } finally {
      this.release(pooled);
    }
  }

  close(): void {
    this.closed = true;
    for (const pooled of this.idle.splice(0)) pooled.connection.quit();
    for (const waiter of this.waiting.splice(0)) waiter(new Error('The SMTP sender was closed.'));
  }

  private async acquire(): Promise<Pooled> {
    if (this.closed) throw new Error('The SMTP sender was closed.');
    const ready = this.idle.pop();
    if (ready) return ready;
    if (this.open < this.options.maxConnections) {
      this.open += 1;
      try {
        return await this.connect();
      } catch (error) {
        this.open -= 1;
        this.wakeOne();
        throw error;
      }
    }
    const next = await new Promise<Pooled | Error>((resolve) => this.waiting.push(resolve));
    if (next instanceof Error) throw next;
    return next;
  }

  private release(pooled: Pooled): void {
    const spent = pooled.sent >= this.options.maxMessagesPerConnection;
    if (pooled.broken || spent || this.closed || pooled.connection.destroyed) {
      this.open -= 1;
      if (pooled.broken) pooled.connection.close();
      else pooled.connection.quit();
      this.wakeOne();
      return;
    }
    const waiter = this.waiting.shift();
    if (waiter) waiter(pooled);
    else this.idle.push(pooled);
  }

  /** A freed slot: the first waiter opens a connection of its own. */
  private wakeOne(): void {
    const waiter = this.waiting.shift();
    if (!waiter) return;
    this.open += 1;
    this.connect().then(waiter, (error: Error) => {
      this.open -= 1;
      waiter(error);
      this.wakeOne();
    });
  }

  private connect(): Promise<Pooled> {
    const settings = parseConnectionUrl(this.options.url);
    const connection = new SMTPConnection({
      ...settings,
      connectionTimeout: this.options.connectionTimeout,
      greetingTimeout: this.options.greetingTimeout,
      socketTimeout: this.options.socketTimeout,
    });
    const pooled: Pooled = { connection, sent: 0, broken: false };
    return new Promise<Pooled>((resolve, reject) => {
      let settled = false;
      const settle = (error?: Error) => {
        if (settled) return;
        settled = true;
        if (error) reject(error);
        else resolve(pooled);
      };
      // SMTPConnection reports a failed connect (refused, timed out) as an 'error' event, not to connect's callback.
      // Without a listener an error on an idle connection would end the process; the connection is dropped instead.
      const lost = (error?: Error) => {
        pooled.broken = true;
        this.dropIdle(pooled);
        settle(error ?? new Error('The SMTP server closed the connection.'));
      };
      connection.on('error', lost);
      connection.on('end', () => lost());
      connection.connect(() => {
        const auth = settings.auth;
        if (!auth?.user) return settle();
        connection.login(auth, (loginError) => settle(loginError ?? undefined));
      });
    });
  }

  private dropIdle(pooled: Pooled): void {
    const at = this.idle.indexOf(pooled);
    if (at === -1) return;
    this.idle.splice(at, 1);
    this.open -= 1;
  }
}

/**
 * The message as a stream that ends only once `handOver` says so. It is read only after the server's go-ahead
 * (354), and with no read-ahead (highWaterMark 0): the second read means the message has gone to the connection.
 */
function heldBack(raw: Buffer, handOver: HandOver): Readable {
  let step: 'body' | 'handing' | 'done' = 'body';
  return new Readable({
    highWaterMark: 0,
    read() {
      if (step === 'body') {
        step = 'handing';
        this.push(raw);
        return;
      }
      if (step !== 'handing') return;
      step = 'done';
      let ended = false;
      const end = () => {
        ended = true;
        this.push(null);
      };
      // Failed before the end: the data never ends and the server drops the message. Failed after (the COMMIT
      // itself), the message has gone: the caller hears of it from handOver's own promise.
      handOver(end).catch((error: Error) => {
        if (!ended) this.destroy(error);
      });
    },
  });
}
