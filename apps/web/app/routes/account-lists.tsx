import { Breadcrumbs } from '../components/common/breadcrumbs.tsx';
import { FormError } from '../components/forms/field.tsx';
import { ListSummaries, ListsNav, myListsQuery, NewListForm, useMyLists } from '../features/lists/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import { inProcess } from '../lib/page-queries.ts';
import { shopperPageQueries } from '../lib/shopper-page.ts';
import type { Route } from './+types/account-lists';

export function meta() {
  return [{ title: 'My lists | Your account | Pantry' }, { name: 'robots', content: 'noindex' }];
}

export function loader(args: Route.LoaderArgs) {
  return shopperPageQueries(args, ({ services, accountId }) => ({
    critical: [inProcess(myListsQuery(), () => services.lists.lists(accountId))],
  }));
}

/** Account spec §2 /account/lists/my-lists: the shopper's lists, and a new one. */
export default function AccountLists() {
  const lists = useMyLists();
  return (
    <div className="container lists-page">
      <Breadcrumbs
        items={[
          { label: 'Your account', url: '/account' },
          { label: 'My lists', url: '/account/lists/my-lists' },
        ]}
      />
      <h1>My lists</h1>
      <ListsNav />
      <NewListForm />
      {lists.isError ? <FormError message={lists.error.message} /> : null}
      {lists.data ? (
        <ListSummaries lists={lists.data.lists} />
      ) : (
        <p className="loading-text">Loading your lists…</p>
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
