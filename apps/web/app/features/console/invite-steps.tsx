import type { InviteDetails, StaffMe } from '@pantry/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { consoleKeys, inviteApi } from './api.ts';
import { ConsoleField, ConsoleFormError, ConsoleSubmit, textOf, useConsoleForm } from './console-form.tsx';
import { roleLabel } from './format.ts';
import { RecoveryCodes } from './recovery-codes.tsx';

type Enrolment = { otpauth_url: string; secret: string };

/**
 * Accepting an invitation, in three steps: a name and a password; then the authenticator app (the secret as text
 * and as an otpauth link) and its first code, which proves the app is set up; then the ten recovery codes, shown
 * this once. The staff member is signed in when the codes appear.
 */
export function InviteSteps({ token, invite }: { token: string; invite: InviteDetails }) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <section className="console-card console-narrow" aria-labelledby="invite-title">
      <h1 id="invite-title">Join the Pantry staff</h1>
      <p className="console-muted">
        {invite.email} · {roleLabel(invite.role)}
      </p>
      {codes ? (
        <RecoveryCodes codes={codes} />
      ) : enrolment ? (
        <EnrolStep token={token} enrolment={enrolment} onDone={setCodes} />
      ) : (
        <AccountStep token={token} onDone={setEnrolment} />
      )}
    </section>
  );
}

function AccountStep({ token, onDone }: { token: string; onDone: (enrolment: Enrolment) => void }) {
  const form = useConsoleForm();
  const submit = form.onSubmit(async (data) => {
    onDone(await inviteApi.accept(token, textOf(data, 'name'), String(data.get('password') ?? '')));
  });
  return (
    <form className="console-form" onSubmit={submit}>
      <h2>1. Your name and password</h2>
      <ConsoleField label="Your name" id="invite-name">
        <input id="invite-name" name="name" autoComplete="name" required maxLength={100} />
      </ConsoleField>
      <ConsoleField label="Password" id="invite-password" hint="At least 8 characters.">
        <input
          id="invite-password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          aria-describedby="invite-password-hint"
        />
      </ConsoleField>
      <ConsoleFormError message={form.error} />
      <ConsoleSubmit busy={form.busy}>Continue</ConsoleSubmit>
    </form>
  );
}

/** The secret in groups of four, as authenticator apps ask for it to be typed. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

function EnrolStep({
  token,
  enrolment,
  onDone,
}: {
  token: string;
  enrolment: Enrolment;
  onDone: (codes: string[]) => void;
}) {
  const form = useConsoleForm();
  const client = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const submit = form.onSubmit(async (data) => {
    const { recovery_codes, ...session } = await inviteApi.enrol(token, textOf(data, 'code'));
    client.setQueryData<StaffMe>(consoleKeys.me, session);
    onDone(recovery_codes);
  });
  return (
    <form className="console-form" onSubmit={submit}>
      <h2 ref={heading} tabIndex={-1}>
        2. Set up your authenticator app
      </h2>
      <p>
        In your authenticator app, add an account and type this key (or, on a phone,{' '}
        <a href={enrolment.otpauth_url}>open it in the app</a>):
      </p>
      <p className="console-secret">
        <span className="console-visually-hidden">Authenticator key: </span>
        <code data-secret={enrolment.secret}>{groupedSecret(enrolment.secret)}</code>
      </p>
      <ConsoleField label="Six-digit code" id="enrol-code" hint="The code the app shows for Pantry now.">
        <input
          id="enrol-code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]{6,7}"
          required
          aria-describedby="enrol-code-hint"
        />
      </ConsoleField>
      <ConsoleFormError message={form.error} />
      <ConsoleSubmit busy={form.busy}>Confirm</ConsoleSubmit>
    </form>
  );
}
