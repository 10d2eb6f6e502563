import type { AddAllAnswer, ListDetail } from '@pantry/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormError } from '../../components/forms/field.tsx';
import { apiFailure } from '../../lib/http/client.ts';
import { AddFromFavorites } from './add-from-favorites.tsx';
import { useAddAllToCart, useDeleteList, useRenameList } from './api.ts';
import { ListItems } from './list-items.tsx';
import { ListNameForm } from './list-name-form.tsx';
import { ShareControl } from './share-control.tsx';

function RenameForm({ id, name, onDone }: { id: number; name: string; onDone: () => void }) {
  const rename = useRenameList(id);
  const save = { ...rename, mutate: (value: string) => rename.mutate(value, { onSuccess: onDone }) };
  return (
    <ListNameForm
      title="Rename list"
      label="List name"
      initial={name}
      submitLabel="Save name"
      busyLabel="Saving…"
      save={save}
    >
      <button type="button" className="btn btn-ghost" onClick={onDone}>
        Cancel
      </button>
    </ListNameForm>
  );
}

/** What 'Add all to cart' did: how many went in, and each item it skipped with the reason. */
function AddAllResult({ answer }: { answer: AddAllAnswer }) {
  const added = answer.added.length;
  return (
    <div className={`list-note${answer.skipped.length ? ' is-warning' : ''}`} role="status">
      <p>{added === 1 ? 'Added 1 item to your cart.' : `Added ${added} items to your cart.`}</p>
      {answer.skipped.length ? (
        <ul>
          {answer.skipped.map((item) => (
            <li key={item.product_id}>{item.message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** /account/lists/my-lists/{id}: rename, delete, share, remove items and 'Add all to cart'. */
export function ListDetailView({ detail }: { detail: ListDetail }) {
  const { list, products } = detail;
  const [renaming, setRenaming] = useState(false);
  const addAll = useAddAllToCart(list.id);
  const remove = useDeleteList(list.id);
  const navigate = useNavigate();
  const failure = addAll.error ?? remove.error;
  function deleteList() {
    if (!window.confirm(`Delete the list "${list.name}"?`)) return;
    remove.mutate(undefined, { onSuccess: () => navigate('/account/lists/my-lists') });
  }
  return (
    <>
      {renaming ? (
        <RenameForm id={list.id} name={list.name} onDone={() => setRenaming(false)} />
      ) : (
        <h1>{list.name}</h1>
      )}
      <p className="muted">{products.length === 1 ? '1 item' : `${products.length} items`}</p>
      <div className="list-actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={addAll.isPending || products.length === 0}
          onClick={() => addAll.mutate()}
        >
          {addAll.isPending ? 'Adding…' : 'Add all to cart'}
        </button>
        {renaming ? null : (
          <button type="button" className="btn btn-outline" onClick={() => setRenaming(true)}>
            Rename
          </button>
        )}
        <button type="button" className="btn btn-ghost" disabled={remove.isPending} onClick={deleteList}>
          Delete list
        </button>
      </div>
      {addAll.data ? <AddAllResult answer={addAll.data} /> : null}
      {failure ? <FormError message={apiFailure(failure).message} /> : null}
      <ListItems listId={list.id} products={products} />
      <ShareControl list={list} />
      <AddFromFavorites listId={list.id} listName={list.name} onList={products} />
    </>
  );
}
