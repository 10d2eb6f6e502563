import { STAFF_ROLES, type StaffRole } from '@pantry/domain';
import { useRef, useState } from 'react';
import { useStaffChanges } from './api.ts';
import { ConsoleField, ConsoleFormError, ConsoleSubmit, textOf, useConsoleForm } from './console-form.tsx';
import { roleLabel } from './format.ts';

/** Invite by e-mail with a role: the server e-mails a link that lasts a week, and the invite joins the list. */
export function InviteForm() {
  const form = useConsoleForm();
  const changes = useStaffChanges();
  const [sent, setSent] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const submit = form.onSubmit(async (data) => {
    setSent(null);
    const invite = await changes.invite(textOf(data, 'email'), textOf(data, 'role') as StaffRole);
    setSent(`Invitation sent to ${invite.email}.`);
    formRef.current?.reset();
  });
  return (
    <form ref={formRef} className="console-form console-invite" onSubmit={submit}>
      <ConsoleField label="E-mail" id="invite-email">
        <input id="invite-email" name="email" type="email" autoComplete="off" required />
      </ConsoleField>
      <ConsoleField label="Role" id="invite-role">
        <select id="invite-role" name="role" defaultValue="support">
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {roleLabel(role)}
            </option>
          ))}
        </select>
      </ConsoleField>
      <ConsoleSubmit busy={form.busy}>Send invitation</ConsoleSubmit>
      <ConsoleFormError message={form.error} />
      <p role="status" className="console-muted">
        {sent}
      </p>
    </form>
  );
}
