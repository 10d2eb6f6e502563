import {
  ConsoleError,
  consoleMeta,
  consolePage,
  InviteForm,
  InvitesTable,
  StaffTable,
  staffQuery,
  useStaffList,
} from '../features/console/index.ts';
import { inProcess } from '../lib/page-queries.ts';
import type { Route } from './+types/admin-staff';

export function meta() {
  return consoleMeta('Staff');
}

/** The owner's page (staff.manage): the staff and invitations, read on the server. */
export function loader(args: Route.LoaderArgs) {
  const { services } = args.context;
  return consolePage(args, {
    permission: 'staff.manage',
    reads: () => [inProcess(staffQuery(), () => services.admin.staff())],
  });
}

/** /admin/staff: invite by e-mail with a role, change a role, disable; the invitations still open. */
export default function ConsoleStaff({ loaderData }: Route.ComponentProps) {
  const list = useStaffList();
  return (
    <section className="console-page" aria-labelledby="staff-title">
      <h1 id="staff-title">Staff</h1>
      {list.data ? <StaffTable staff={list.data.staff} myId={loaderData.session.staff.id} /> : null}
      <h2>Invite someone</h2>
      <InviteForm />
      <h2>Invitations waiting</h2>
      {list.data ? <InvitesTable invites={list.data.invites} /> : null}
    </section>
  );
}

export const ErrorBoundary = ConsoleError;
