import { data, useSearchParams } from 'react-router';
import {
  ConsoleFrame,
  consoleMeta,
  consoleQueries,
  InviteSteps,
  inviteQuery,
  useInvite,
} from '../features/console/index.ts';
import { inProcess } from '../lib/page-queries.ts';
import type { Route } from './+types/admin-invite';

export function meta() {
  return consoleMeta('Join the staff');
}

const GONE = 'This invitation has expired or was already used.';

/** The invitation the link names, read on the server; one that is used or expired answers 404 with why. */
export function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get('token')?.trim();
  if (!token) throw data({ message: GONE }, { status: 404 });
  return consoleQueries(url, [inProcess(inviteQuery(token), () => context.services.admin.invite(token))]);
}

/** /admin/invite?token=: name and password, the authenticator, then the recovery codes. */
export default function ConsoleInvitePage() {
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const invite = useInvite(token);
  return (
    <ConsoleFrame session={null}>
      {invite.data ? <InviteSteps token={token} invite={invite.data} /> : null}
    </ConsoleFrame>
  );
}
