import { splitInviteEmails } from '@pantry/domain';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { FormError, SubmitButton } from '../components/forms/field.tsx';
import { accountApi } from '../features/account/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import { guardPage } from '../lib/route-guards.ts';
import { useFormSubmit } from '../lib/use-form-submit.ts';
import type { Route } from './+types/account-invite';

export async function loader({ context, request }: Route.LoaderArgs) {
  guardPage(await context.services.viewer.account(), new URL(request.url));
  return null;
}

export function meta() {
  return [{ title: 'Invite friends | Pantry' }, { name: 'robots', content: 'noindex' }];
}

/** The field's message, naming the addresses that are not valid (spec §5 multiple-email pattern). */
export function inviteError(message: string, invalid: string[]): string {
  return invalid.length ? `${message} Check: ${invalid.join(', ')}` : message;
}

/** Spec §2 /account/invite: several addresses at once (commas, spaces or new lines), POST /account/invite. */
export default function AccountInvite() {
  const form = useFormSubmit({ emails: '' });
  const error = form.errors.emails ?? null;
  const [invited, setInvited] = useState<string[]>([]);
  const id = useId();

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = splitInviteEmails(form.values.emails);
    await form.submit(
      { emails: parsed.ok ? null : inviteError(parsed.message, parsed.invalid) },
      async () => {
        if (!parsed.ok) return;
        const answer = await accountApi.invite(parsed.emails.join(', '));
        setInvited(answer.invited);
        form.setValues({ emails: '' });
      },
    );
  }

  return (
    <div className="form-page is-wide">
      <p className="page-back">
        <Link to="/account">← My account</Link>
      </p>
      <h1>Invite friends</h1>
      <p className="auth-lead">
        Know someone who would love healthier groceries for less? Send them an invitation.
      </p>
      <div className="form-card">
        <form className="form-stack" noValidate onSubmit={onSubmit}>
          <FormError message={form.formError} />
          <div className={`field${error ? ' has-error' : ''}`}>
            <label htmlFor={id}>Friends’ e-mail addresses</label>
            <textarea
              id={id}
              name="emails"
              rows={4}
              value={form.values.emails}
              onChange={form.field('emails').onChange}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            />
            <p id={`${id}-hint`} className="field-hint">
              Separate addresses with commas, spaces or new lines.
            </p>
            {error ? (
              <p id={`${id}-error`} className="field-error">
                {error}
              </p>
            ) : null}
          </div>
          <SubmitButton busy={form.busy} busyLabel="Sending invitations…">
            Send invitations
          </SubmitButton>
        </form>
        {invited.length ? (
          <div className="invite-sent" role="status">
            <p>
              <strong>
                {invited.length === 1 ? 'Invitation sent to:' : `${invited.length} invitations sent to:`}
              </strong>
            </p>
            <ul>
              {invited.map((email) => (
                <li key={email}>{email}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
