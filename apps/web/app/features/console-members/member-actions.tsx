import { type AdminMember, oneMonthLater, TRIAL_EXTENSION_DAYS } from '@pantry/domain';
import { useState } from 'react';
import {
  ConsoleField,
  ConsoleFormError,
  ConsoleSubmit,
  formatMoment,
  textOf,
  useConsoleForm,
} from '../console/index.ts';
import { useMemberChanges } from './api.ts';
import { ConfirmStep } from './confirm-step.tsx';

const DAY_MS = 86_400_000;

/**
 * One staff change as a button, then (when `question` is given) a confirmation, then the answer in words. The
 * change answers the member as they are now, which the page shows at once.
 */
function ActionStep({
  id,
  title,
  start,
  question,
  confirm,
  run,
  done,
}: {
  id: string;
  title: string;
  start: string;
  question: string;
  confirm: string;
  run: () => Promise<unknown>;
  done: string;
}) {
  const form = useConsoleForm();
  const [asked, setAsked] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  const go = () =>
    void form.run(async () => {
      await run();
      setAsked(false);
      setSaid(done);
    });
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {asked ? (
        <ConfirmStep
          question={question}
          confirm={confirm}
          busy={form.busy}
          onConfirm={go}
          onBack={() => setAsked(false)}
        />
      ) : (
        <button
          type="button"
          className="console-button is-quiet"
          onClick={() => {
            setSaid(null);
            setAsked(true);
          }}
        >
          {start}
        </button>
      )}
      <ConsoleFormError message={form.error} />
      <p role="status" className="console-muted">
        {said}
      </p>
    </section>
  );
}

/** Comp a month: offered only to a member whose paid term is running. */
export function CompMonth({ member }: { member: AdminMember }) {
  const changes = useMemberChanges(member.account.id);
  const membership = member.membership;
  if (!member.can.comp_month || !membership) return null;
  const next = formatMoment(oneMonthLater(new Date(membership.expires_at)).toISOString());
  return (
    <ActionStep
      id="member-comp"
      title="Comp a month"
      start="Comp a month…"
      question={`Give ${member.account.email} a month free? Paid through ${formatMoment(membership.expires_at)} becomes ${next}; nothing is charged.`}
      confirm="Confirm free month"
      run={changes.compMonth}
      done={`A month comped: paid through ${next}.`}
    />
  );
}

/** Extend a trial by 1 to 30 days: the days first, then the new end to confirm. */
export function ExtendTrial({ member }: { member: AdminMember }) {
  const form = useConsoleForm();
  const changes = useMemberChanges(member.account.id);
  const [days, setDays] = useState<number | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const ends = member.membership?.trial_ends_at;
  if (!member.can.extend_trial || !ends) return null;
  const newEnd = (n: number) => formatMoment(new Date(new Date(ends).getTime() + n * DAY_MS).toISOString());
  const ask = form.onSubmit(async (data) => {
    setSaid(null);
    const asked = Number(textOf(data, 'days'));
    if (!Number.isInteger(asked) || asked < TRIAL_EXTENSION_DAYS.min || asked > TRIAL_EXTENSION_DAYS.max)
      return form.setError(
        `Extend a trial by ${TRIAL_EXTENSION_DAYS.min} to ${TRIAL_EXTENSION_DAYS.max} days.`,
      );
    setDays(asked);
  });
  const confirm = () =>
    void form.run(async () => {
      if (days === null) return;
      await changes.extendTrial(days);
      setSaid(`Trial extended: it ends ${newEnd(days)}.`);
      setDays(null);
    });
  return (
    <section aria-labelledby="member-extend">
      <h3 id="member-extend">Extend the trial</h3>
      {days !== null ? (
        <ConfirmStep
          question={`Extend the trial by ${days} days? It ends ${newEnd(days)} instead of ${formatMoment(ends)}.`}
          confirm="Confirm extension"
          busy={form.busy}
          onConfirm={confirm}
          onBack={() => setDays(null)}
        />
      ) : (
        <form className="console-form" onSubmit={ask}>
          <ConsoleField label="Days (1 to 30)" id="extend-days">
            <input
              id="extend-days"
              name="days"
              type="number"
              min={TRIAL_EXTENSION_DAYS.min}
              max={TRIAL_EXTENSION_DAYS.max}
              step="1"
              required
            />
          </ConsoleField>
          <ConsoleSubmit busy={form.busy}>Review extension</ConsoleSubmit>
        </form>
      )}
      <ConsoleFormError message={form.error} />
      <p role="status" className="console-muted">
        {said}
      </p>
    </section>
  );
}

/** Lift the sign-in lock (offered while the account is locked). */
export function UnlockAccount({ member }: { member: AdminMember }) {
  const changes = useMemberChanges(member.account.id);
  if (!member.can.unlock) return null;
  return (
    <ActionStep
      id="member-unlock"
      title="Unlock the account"
      start="Unlock…"
      question={`Let ${member.account.email} sign in again now?`}
      confirm="Confirm unlock"
      run={changes.unlock}
      done="Unlocked: the shopper can sign in now."
    />
  );
}

/** Sign the shopper out everywhere (offered while they are signed in somewhere). */
export function EndSessions({ member }: { member: AdminMember }) {
  const changes = useMemberChanges(member.account.id);
  if (!member.can.end_sessions) return null;
  return (
    <ActionStep
      id="member-sessions"
      title="Sign out everywhere"
      start="End all sessions…"
      question={`Sign ${member.account.email} out of all ${member.sign_in.active_sessions} browsers?`}
      confirm="Confirm sign-out"
      run={changes.endSessions}
      done="Signed out everywhere."
    />
  );
}
