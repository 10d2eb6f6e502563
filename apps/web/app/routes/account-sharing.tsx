import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Breadcrumbs } from '../components/common/breadcrumbs.tsx';
import { FormError } from '../components/forms/field.tsx';
import { ListsNav, listHref, sharingQuery } from '../features/lists/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import { inProcess } from '../lib/page-queries.ts';
import { shopperPageQueries } from '../lib/shopper-page.ts';
import type { Route } from './+types/account-sharing';

export function meta() {
  return [{ title: 'Shared lists | Your account | Pantry' }, { name: 'robots', content: 'noindex' }];
}

export function loader(args: Route.LoaderArgs) {
  return shopperPageQueries(args, ({ services, accountId }) => ({
    critical: [inProcess(sharingQuery(), () => services.lists.sharedLists(accountId))],
  }));
}

/** Account spec §7 /account/sharing: the lists the shopper shares, each with its link; sharing is managed on the list. */
export default function AccountSharing() {
  const shared = useQuery(sharingQuery());
  const lists = shared.data?.lists ?? [];
  return (
    <div className="container lists-page">
      <Breadcrumbs
        items={[
          { label: 'Your account', url: '/account' },
          { label: 'Shared lists', url: '/account/sharing' },
        ]}
      />
      <h1>Shared lists</h1>
      <ListsNav />
      {shared.isError ? <FormError message={shared.error.message} /> : null}
      {shared.data && lists.length === 0 ? (
        <p>
          You share no lists. Open one of <Link to="/account/lists/my-lists">your lists</Link> and choose
          Share list.
        </p>
      ) : null}
      <ul className="list-summaries">
        {lists.map((list) => (
          <li key={list.id} className="list-summary">
            <Link className="list-summary-name" to={listHref(list.id)}>
              {list.name}
            </Link>
            <a href={list.share_url ?? '#'} className="muted">
              Open the shared page<span className="sr-only"> of {list.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
