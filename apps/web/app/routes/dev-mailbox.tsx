import type { MailboxMessage } from '@pantry/domain';
import type { CSSProperties } from 'react';
import { data, Form, Link } from 'react-router';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import type { Route } from './+types/dev-mailbox';

const CODE = /\b\d{6}\b/g;

/**
 * The development mailbox: every message the store wrote (without SMTP_URL that is the only place sign-in codes
 * go). The server reads it in process and gives no reader where the mailbox is off (NODE_ENV=production).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const to = new URL(request.url).searchParams.get('to')?.trim() ?? '';
  if (!context.services.devMailbox) {
    return data({ enabled: false, to, messages: [] as MailboxMessage[] }, { status: 404 });
  }
  return { enabled: true, to, messages: await context.services.devMailbox(to || undefined) };
}

/** Sign-in codes: never kept by a browser or a proxy. */
export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export function meta() {
  return [{ title: 'Mailbox (development) | Pantry' }, { name: 'robots', content: 'noindex, nofollow' }];
}

const timeFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'America/Los_Angeles',
});

/**
 * 'Nov 21, 2026, 5:08:15 PM PT': Pacific time, assembled from the parts only, because ICU versions disagree on
 * the spaces between them (U+202F or not), and server HTML must match the browser's for hydration.
 */
function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const part = Object.fromEntries(timeFormat.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.month} ${part.day}, ${part.year}, ${part.hour}:${part.minute}:${part.second} ${part.dayPeriod} PT`;
}

const styles = {
  list: { listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 16, width: '100%' },
  message: {
    border: '1px solid var(--line)',
    borderRadius: 'var(--radius)',
    background: 'var(--surface)',
    padding: 16,
  },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 12px', margin: '8px 0' },
  code: {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    fontSize: '1.75rem',
    fontWeight: 700,
    letterSpacing: '0.2em',
    color: 'var(--green-800)',
  },
  body: {
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    background: 'var(--surface-soft)',
    border: '1px solid var(--line)',
    borderRadius: 'var(--radius-sm)',
    padding: 12,
    margin: '8px 0 0',
  },
  mark: { background: 'var(--green-100)', fontWeight: 700, padding: '0 2px' },
  filter: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: 8 },
  input: {
    font: 'inherit',
    padding: '8px 12px',
    border: '1px solid var(--line-strong)',
    borderRadius: 'var(--radius-sm)',
    minWidth: 260,
  },
} satisfies Record<string, CSSProperties>;

/** The text with every six-digit code marked, so it stands out in the body. */
function MarkedText({ text }: { text: string }) {
  const parts = text.split(/(\b\d{6}\b)/);
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text never move
      <mark key={i} style={styles.mark}>
        {part}
      </mark>
    ) : (
      part
    ),
  );
}

function Message({ message, index }: { message: MailboxMessage; index: number }) {
  const codes = [...new Set(message.text.match(CODE) ?? [])];
  const titleId = `mail-${index}-subject`;
  return (
    <li>
      <article style={styles.message} aria-labelledby={titleId}>
        <h2 id={titleId} style={{ fontSize: '1.15rem', margin: 0 }}>
          {message.subject}
        </h2>
        <dl style={styles.facts}>
          <dt className="muted">To</dt>
          <dd style={{ margin: 0 }}>{message.to}</dd>
          <dt className="muted">Time</dt>
          <dd style={{ margin: 0 }}>
            <time dateTime={message.created_at}>{formatTime(message.created_at)}</time>
          </dd>
          {codes.length > 0 && (
            <>
              <dt className="muted">{codes.length === 1 ? 'Code' : 'Codes'}</dt>
              <dd style={{ margin: 0 }}>
                {codes.map((code, i) => (
                  <span key={code}>
                    {i > 0 && ' '}
                    <span style={styles.code}>{code}</span>
                  </span>
                ))}
              </dd>
            </>
          )}
        </dl>
        <pre style={styles.body}>
          <MarkedText text={message.text} />
        </pre>
        <details style={{ marginTop: 8 }}>
          <summary>HTML source</summary>
          <pre style={styles.body}>{message.html}</pre>
        </details>
      </article>
    </li>
  );
}

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  const { enabled, to, messages } = loaderData;
  return (
    <section className="container status-page" style={{ maxWidth: 880 }} aria-labelledby="mailbox-title">
      <h1 id="mailbox-title">Mailbox (development)</h1>
      {!enabled ? (
        <p>The mailbox is off in production.</p>
      ) : (
        <>
          <p className="muted">
            Every e-mail the store has written, newest first. Sign-in codes are the six-digit numbers.
          </p>
          <Form method="get" action="/dev/mailbox" style={styles.filter} aria-label="Filter the mailbox">
            <label style={{ display: 'grid', gap: 4 }}>
              Recipient
              <input
                type="email"
                name="to"
                defaultValue={to}
                autoComplete="off"
                placeholder="name@example.com"
                style={styles.input}
              />
            </label>
            <button type="submit" className="btn btn-primary">
              Show messages
            </button>
            {to && (
              <Link className="btn btn-outline" to="/dev/mailbox">
                Show all
              </Link>
            )}
          </Form>
          {messages.length === 0 ? (
            <p role="status">{to ? `No messages to ${to}.` : 'No messages yet.'}</p>
          ) : (
            <ol style={styles.list} aria-label="Messages, newest first">
              {messages.map((message, index) => (
                <Message
                  key={`${message.created_at} ${message.to} ${message.subject}`}
                  message={message}
                  index={index}
                />
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
