import { Link, useNavigate } from 'react-router';
import { useCreateList } from './api.ts';
import { ListNameForm } from './list-name-form.tsx';

export function listHref(id: number): string {
  return `/account/lists/my-lists/${id}`;
}

/** A new list by name; the shopper lands on it. */
export function NewListForm() {
  const create = useCreateList();
  const navigate = useNavigate();
  const save = {
    ...create,
    mutate: (name: string) =>
      create.mutate(name, { onSuccess: (detail) => navigate(listHref(detail.list.id)) }),
  };
  return (
    <ListNameForm
      title="New list"
      label="New list name"
      submitLabel="Make list"
      busyLabel="Making…"
      save={save}
    />
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
