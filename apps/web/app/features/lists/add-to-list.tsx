import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { apiFailure } from '../../lib/http/client.ts';
import { useAddListItem, useMyLists } from './api.ts';
import { listHref } from './my-lists.tsx';

/**
 * 'Add to list' on the product page, for a signed-in shopper (the product page loads it only for them): pick one
 * of their lists; a shopper without lists is sent to make one.
 */
export function AddToList({ product }: { product: { id: number; title: string } }) {
  const lists = useMyLists();
  const add = useAddListItem();
  const selectId = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const mine = lists.data?.lists ?? [];
  if (lists.isPending) return null;
  if (mine.length === 0) {
    return (
      <p className="add-to-list">
        <Link to="/account/lists/my-lists">Make a list</Link> to keep {product.title} for later.
      </p>
    );
  }
  const listId = chosen ?? mine[0]?.id ?? 0;
  const added = add.data && add.data.list.id === listId && add.variables?.productId === product.id;
  function submit(event: FormEvent) {
    event.preventDefault();
    add.mutate({ listId, productId: product.id, qty: 1 });
  }
  return (
    <form className="add-to-list" onSubmit={submit} aria-label="Add to list">
      <div>
        <label htmlFor={selectId}>Your list</label>
        <br />
        <select id={selectId} value={listId} onChange={(event) => setChosen(Number(event.target.value))}>
          {mine.map((list) => (
            <option key={list.id} value={list.id}>
              {list.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-outline" disabled={add.isPending}>
        {add.isPending ? 'Adding…' : 'Add to list'}
      </button>
      <p className="muted" role="status">
        {added ? (
          <>
            Added to <Link to={listHref(listId)}>{add.data?.list.name}</Link>.
          </>
        ) : add.error ? (
          apiFailure(add.error).message
        ) : null}
      </p>
    </form>
  );
}
