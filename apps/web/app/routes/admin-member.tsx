import { data, Link } from 'react-router';
import { ConsoleError, consoleMeta, consolePage } from '../features/console/index.ts';
import {
  CompMonth,
  EndSessions,
  ExtendTrial,
  MemberAccount,
  MemberAddresses,
  MemberAutoship,
  MemberGiftCards,
  MemberMembership,
  MemberOrders,
  MemberReviews,
  MemberSignIn,
  MemberThriveCash,
  memberQuery,
  ThriveCashForm,
  UnlockAccount,
  useMember,
} from '../features/console-members/index.ts';
import { inProcess } from '../lib/page-queries.ts';
import type { Route } from './+types/admin-member';

/** The account number in the address, or null when it is not one. */
function accountId(param: string | undefined): number | null {
  const id = Number(param);
  return /^\d{1,10}$/.test(param ?? '') && id > 0 && id <= 2_147_483_647 ? id : null;
}

export function meta({ params }: Route.MetaArgs) {
  return consoleMeta(`Member ${params.id}`);
}

/** One member (members.read), read on the server; changing anything needs members.manage or thrivecash.adjust. */
export async function loader(args: Route.LoaderArgs) {
  const { services } = args.context;
  const id = accountId(args.params.id);
  const page = await consolePage(args, {
    permission: 'members.read',
    reads: () => (id === null ? [] : [inProcess(memberQuery(id), () => services.admin.member(id))]),
  });
  if (id === null) throw data({ message: 'No such member.' }, { status: 404 });
  return page;
}

/** /admin/members/:id: the member in sections, with the changes the staff member's role allows. */
export default function ConsoleMember({ loaderData, params }: Route.ComponentProps) {
  const member = useMember(accountId(params.id) ?? 0);
  const allowed = new Set(loaderData.session.permissions);
  const view = member.data;
  if (!view) return member.isError ? <p role="alert">{member.error.message}</p> : null;
  const manage = allowed.has('members.manage');
  return (
    <section className="console-page" aria-labelledby="member-title">
      <p>
        <Link to="/admin/members">All members</Link>
      </p>
      <h1 id="member-title">{view.account.name || view.account.email}</h1>
      <MemberAccount member={view} />
      <MemberMembership member={view} />
      {manage ? <CompMonth member={view} /> : null}
      {manage ? <ExtendTrial member={view} /> : null}
      <MemberSignIn member={view} />
      {manage ? <UnlockAccount member={view} /> : null}
      {manage ? <EndSessions member={view} /> : null}
      <MemberThriveCash member={view} />
      {allowed.has('thrivecash.adjust') ? <ThriveCashForm member={view} /> : null}
      <MemberOrders member={view} />
      <MemberAutoship member={view} />
      <MemberGiftCards member={view} />
      <MemberReviews member={view} />
      <MemberAddresses member={view} />
    </section>
  );
}

export const ErrorBoundary = ConsoleError;
