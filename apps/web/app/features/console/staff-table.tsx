import { STAFF_ROLES, type Staff, type StaffInvite, type StaffRole } from '@pantry/domain';
import { useState } from 'react';
import { useStaffChanges } from './api.ts';
import { ConsoleFormError, useConsoleForm } from './console-form.tsx';
import { formatMoment, roleLabel } from './format.ts';

/**
 * Everyone on the staff, each with their role (changed with a select and Save, so a keyboard user never changes
 * a role by arrowing through the list) and Disable or Enable. The server refuses what would leave the store
 * without an owner; its words show above the table.
 */
export function StaffTable({ staff, myId }: { staff: Staff[]; myId: number }) {
  const form = useConsoleForm();
  const [done, setDone] = useState<string | null>(null);
  const changes = useStaffChanges();
  const change = async (member: Staff, patch: { role?: StaffRole; disabled?: boolean }, said: string) => {
    setDone(null);
    if (await form.run(() => changes.update(member.id, patch))) setDone(said);
  };
  return (
    <>
      <ConsoleFormError message={form.error} />
      <p role="status" className="console-muted">
        {done}
      </p>
      <div className="console-table-wrap">
        <table className="console-table">
          <caption className="console-visually-hidden">Staff</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">E-mail</th>
              <th scope="col">Role</th>
              <th scope="col">Status</th>
              <th scope="col">Last sign-in</th>
              <th scope="col">Access</th>
            </tr>
          </thead>
          <tbody>
            {staff.map((member) => (
              <tr key={member.id}>
                <th scope="row">
                  {member.name}
                  {member.id === myId ? <span className="console-muted"> (you)</span> : null}
                </th>
                <td>{member.email}</td>
                <td>
                  <RoleChange
                    member={member}
                    busy={form.busy}
                    onSave={(role) => change(member, { role }, `${member.name} is now ${roleLabel(role)}.`)}
                  />
                </td>
                <td>{member.disabled ? 'Disabled' : 'Active'}</td>
                <td>{formatMoment(member.last_sign_in_at)}</td>
                <td>
                  <button
                    type="button"
                    className="console-button is-quiet"
                    disabled={form.busy}
                    aria-label={`${member.disabled ? 'Enable' : 'Disable'} ${member.name}`}
                    onClick={() =>
                      change(
                        member,
                        { disabled: !member.disabled },
                        `${member.name} is ${member.disabled ? 'enabled' : 'disabled'}.`,
                      )
                    }
                  >
                    {member.disabled ? 'Enable' : 'Disable'}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function RoleChange({
  member,
  busy,
  onSave,
}: {
  member: Staff;
  busy: boolean;
  onSave: (role: StaffRole) => void;
}) {
  const [role, setRole] = useState<StaffRole>(member.role);
  const id = `role-${member.id}`;
  return (
    <div className="console-inline">
      <label className="console-visually-hidden" htmlFor={id}>
        Role for {member.name}
      </label>
      <select id={id} value={role} onChange={(event) => setRole(event.target.value as StaffRole)}>
        {STAFF_ROLES.map((name) => (
          <option key={name} value={name}>
            {roleLabel(name)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="console-button is-quiet"
        disabled={busy || role === member.role}
        aria-label={`Save the role of ${member.name}`}
        onClick={() => onSave(role)}
      >
        Save
      </button>
    </div>
  );
}

/** The invitations not yet accepted. */
export function InvitesTable({ invites }: { invites: StaffInvite[] }) {
  if (invites.length === 0) return <p className="console-muted">No invitations are waiting.</p>;
  return (
    <div className="console-table-wrap">
      <table className="console-table">
        <caption className="console-visually-hidden">Invitations waiting</caption>
        <thead>
          <tr>
            <th scope="col">E-mail</th>
            <th scope="col">Role</th>
            <th scope="col">Invited by</th>
            <th scope="col">Sent</th>
            <th scope="col">Expires</th>
          </tr>
        </thead>
        <tbody>
          {invites.map((invite) => (
            <tr key={invite.id}>
              <th scope="row">{invite.email}</th>
              <td>{roleLabel(invite.role)}</td>
              <td>{invite.invited_by}</td>
              <td>{formatMoment(invite.created_at)}</td>
              <td>{formatMoment(invite.expires_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
