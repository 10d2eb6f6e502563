import { LIST_LIMITS } from '@pantry/domain';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormError, SubmitButton, TextField } from '../../components/forms/field.tsx';
import { apiFailure } from '../../lib/http/client.ts';
import { useCreateList } from './api.ts';

export function listHref(id: number): string {
  return `/account/lists/my-lists/${id}`;
}

/** A new list by name; the shopper lands on it. */
export function NewListForm() {
  const create = useCreateList();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const failure = create.error ? apiFailure(create.error) : null;
  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate(name, { onSuccess: (detail) => navigate(listHref(detail.list.id)) });
  }
  return (
    <form className="list-form" onSubmit={submit} aria-label="New list">
      <TextField
        label="New list name"
        name="name"
        value={name}
        maxLength={LIST_LIMITS.nameMax}
        required
        onChange={(event) => setName(event.target.value)}
        error={failure?.field === 'name' ? failure.message : null}
      />
      <SubmitButton busy={create.isPending} busyLabel="Making…" className="btn btn-primary">
        Make list
      </SubmitButton>
      {failure && failure.field !== 'name' ? <FormError message={failure.message} /> : null}
    </form>
  );
}

type Summary = { id: number; name: string; item_count: number; share_url: string | null };

/** The shopper's lists, each a link to its page with its size and whether it is shared. */
export function ListSummaries({ lists }: { lists: readonly Summary[] }) {
  if (lists.length === 0) return <p>You have no lists yet. Make one for your weekly shop.</p>;
  return (
    <ul className="list-summaries">
      {lists.map((list) => (
        <li key={list.id} className="list-summary">
          <Link className="list-summary-name" to={listHref(list.id)}>
            {list.name}
          </Link>
          <span className="muted">
            {list.item_count === 1 ? '1 item' : `${list.item_count} items`}
            {list.share_url ? ' · Shared' : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
