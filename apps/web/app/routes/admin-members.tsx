import { useSearchParams } from 'react-router';
import { ConsoleError, ConsolePaging, consoleMeta, consolePage } from '../features/console/index.ts';
import {
  MemberFilters,
  MembersTable,
  memberQueryFromSearch,
  membersQuery,
  useMembers,
} from '../features/console-members/index.ts';
import { inProcess } from '../lib/page-queries.ts';
import type { Route } from './+types/admin-members';

export function meta() {
  return consoleMeta('Members');
}

/** Support and the owner (members.read): the page of shoppers the address asks for, read on the server. */
export function loader(args: Route.LoaderArgs) {
  const { services } = args.context;
  return consolePage(args, {
    permission: 'members.read',
    reads: (url) => {
      const query = memberQueryFromSearch(url.searchParams);
      return [inProcess(membersQuery(query), () => services.admin.members(query))];
    },
  });
}

/** /admin/members: find a shopper by e-mail, name or account number, newest account first, 50 to a page. */
export default function ConsoleMembers() {
  const [search] = useSearchParams();
  const page = useMembers(memberQueryFromSearch(search));
  return (
    <section className="console-page" aria-labelledby="members-title">
      <h1 id="members-title">Members</h1>
      <MemberFilters />
      <div aria-live="polite" aria-busy={page.isFetching || undefined}>
        {page.isError ? <p role="alert">{page.error.message}</p> : null}
        {page.data ? <MembersTable members={page.data.members} /> : null}
      </div>
      {page.data ? (
        <ConsolePaging nextBefore={page.data.next_before} label="Pages of shoppers" older="Older shoppers" />
      ) : null}
    </section>
  );
}

export const ErrorBoundary = ConsoleError;
