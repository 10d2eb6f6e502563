import { LIST_PAGING, type Product } from '@pantry/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { apiFailure } from '../../lib/http/client.ts';
import { favoriteProductsQuery, useAddListItem } from './api.ts';

/** The favorites a list page offers to add: the first 100 (a list holds at most 100 products). */
export const FAVORITES_TO_ADD = { cur_page: 1, page_size: LIST_PAGING.maxPageSize };

/**
 * 'Add from your favorites' on a list's page: the shopper's hearted products not on the list yet, each with its
 * Add button (docs/decisions/lists.md: products reach a list from the favorites).
 */
export function AddFromFavorites({
  listId,
  listName,
  onList,
}: {
  listId: number;
  listName: string;
  onList: readonly Product[];
}) {
  const favorites = useQuery(favoriteProductsQuery(FAVORITES_TO_ADD));
  const add = useAddListItem();
  const titleId = useId();
  const there = new Set(onList.map((p) => p.id));
  const offered = (favorites.data?.products ?? []).filter((p) => !there.has(p.id));
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>Add from your favorites</h2>
      {favorites.data && offered.length === 0 ? (
        <p>
          {favorites.data.count === 0 ? 'You have no favorites yet.' : 'Every favorite is on this list.'} Tap
          the heart on any product to add it to your <Link to="/list/favorites">favorites</Link>.
        </p>
      ) : null}
      <ul className="list-items">
        {offered.map((product) => (
          <li key={product.id} className="list-item list-item-offer">
            <Link to={`/p/${encodeURIComponent(product.url_key)}`}>{product.title}</Link>
            <div className="list-item-actions">
              <button
                type="button"
                className="btn btn-outline"
                disabled={add.isPending && add.variables?.productId === product.id}
                onClick={() => add.mutate({ listId, productId: product.id, qty: 1 })}
                aria-label={`Add ${product.title} to ${listName}`}
              >
                Add
              </button>
            </div>
          </li>
        ))}
      </ul>
      {add.error ? <p role="alert">{apiFailure(add.error).message}</p> : null}
    </section>
  );
}
