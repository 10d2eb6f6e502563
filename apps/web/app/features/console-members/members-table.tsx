import type { AdminMemberRow } from '@pantry/domain';
import { Link, useSearchParams } from 'react-router';
import { ConsoleSearch, ConsoleTable, formatMoment } from '../console/index.ts';
import { USER_STATUS_LABELS } from './member-search.ts';

/** The member search as a plain GET form: the address holds it, so a search can be shared and paged. */
export function MemberFilters() {
  const [search] = useSearchParams();
  return (
    <ConsoleSearch label="Members" clearTo="/admin/members">
      <div className="console-field is-wide">
        <label htmlFor="members-q">E-mail, name or account number</label>
        <input id="members-q" name="q" type="search" defaultValue={search.get('q') ?? ''} />
      </div>
    </ConsoleSearch>
  );
}

/** The shoppers found, newest account first; the name links to the member. */
export function MembersTable({ members }: { members: AdminMemberRow[] }) {
  if (members.length === 0) return <p className="console-muted">No shoppers match this search.</p>;
  return (
    <ConsoleTable
      caption="Shoppers, newest account first"
      columns={['Shopper', 'E-mail', 'Account', 'Status', 'Plan', 'Joined the store']}
    >
      {members.map((member) => (
        <tr key={member.id}>
          <th scope="row">
            <Link to={`/admin/members/${member.id}`}>{member.name || member.email}</Link>
          </th>
          <td>{member.email}</td>
          <td>{member.id}</td>
          <td>{USER_STATUS_LABELS[member.user_status] ?? member.user_status}</td>
          <td>{member.plan ?? '—'}</td>
          <td>
            <time dateTime={member.created_at}>{formatMoment(member.created_at)}</time>
          </td>
        </tr>
      ))}
    </ConsoleTable>
  );
}
