import type { ListSummary } from '@pantry/domain';
import { useId, useState } from 'react';
import { FormError } from '../../components/forms/field.tsx';
import { apiFailure } from '../../lib/http/client.ts';
import { useShareList } from './api.ts';

/**
 * Share a list by link (account spec §7 /account/sharing): anyone with the link sees the list read-only at
 * /list/customer. Turning it off makes the link stop working; sharing again makes a new one.
 */
export function ShareControl({ list }: { list: ListSummary }) {
  const share = useShareList(list.id);
  const titleId = useId();
  const linkId = useId();
  const [copied, setCopied] = useState(false);
  const failure = share.error ? apiFailure(share.error).message : null;
  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }
  return (
    <section className="list-share" aria-labelledby={titleId}>
      <h2 id={titleId}>Share this list</h2>
      {list.share_url ? (
        <>
          <p>Anyone with this link can see the list (not change it).</p>
          <div className="list-share-link">
            <label htmlFor={linkId} className="sr-only">
              Share link
            </label>
            <input id={linkId} readOnly value={list.share_url} onFocus={(event) => event.target.select()} />
            <button type="button" className="btn btn-outline" onClick={() => void copy(list.share_url ?? '')}>
              Copy link
            </button>
            <button
              type="button"
              className="btn btn-ghost"
              disabled={share.isPending}
              onClick={() => share.mutate(false)}
            >
              Stop sharing
            </button>
          </div>
          <p className="muted" aria-live="polite">
            {copied ? 'Link copied.' : ''}
          </p>
        </>
      ) : (
        <>
          <p>Make a link that shows this list to anyone you send it to.</p>
          <button
            type="button"
            className="btn btn-outline"
            disabled={share.isPending}
            onClick={() => share.mutate(true)}
          >
            Share list
          </button>
        </>
      )}
      {failure ? <FormError message={failure} /> : null}
    </section>
  );
}
