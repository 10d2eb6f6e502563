import { type Snack, snackOffset } from '@pantry/domain';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { snackbar } from '../../lib/snackbar-store.ts';
import { CloseIcon } from './icons.tsx';

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Toast messages are markdown with links (spec §3 Snack); only links are rendered, the rest is text. */
export function SnackMessage({ text }: { text: string }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label, href] = match;
    const at = match.index ?? 0;
    if (at > last) parts.push(text.slice(last, at));
    if (href?.startsWith('/')) {
      parts.push(
        <Link key={at} to={href}>
          {label}
        </Link>,
      );
    } else if (href && /^https?:\/\//.test(href)) {
      parts.push(
        <a key={at} href={href} rel="noopener noreferrer">
          {label}
        </a>,
      );
    } else {
      parts.push(label);
    }
    last = at + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string
        <Fragment key={i}>{part}</Fragment>
      ))}
    </>
  );
}

/** The toasts, each 55 px below the one before (spec §4 Snackbar); loaded with the first toast (snackbar.tsx). */
export function SnackList({ snacks }: { snacks: readonly Snack[] }) {
  return snacks.map((snack, i) => (
    <div
      key={snack.id}
      className={`snack snack-${snack.type}`}
      role={snack.type === 'error' ? 'alert' : 'status'}
      style={{ top: `${snackOffset(i)}px` }}
    >
      <p className="snack-text">
        {snack.title ? <strong className="snack-title">{snack.title} </strong> : null}
        <SnackMessage text={snack.message} />
      </p>
      <button type="button" className="snack-close" onClick={() => snackbar.dismiss(snack.id)}>
        <CloseIcon />
        <span className="sr-only">Dismiss notification</span>
      </button>
    </div>
  ));
}
