import {
  ADJUSTMENT_REASON_MAX,
  type AdminMember,
  checkThriveCashAdjustment,
  formatDollars,
  THRIVE_CASH_ADJUSTMENT_CHOICES,
  THRIVE_CASH_ADJUSTMENT_LABELS,
  type ThriveCashAdjustment,
  type ThriveCashAdjustmentChoice,
} from '@pantry/domain';
import { useState } from 'react';
import {
  ConsoleField,
  ConsoleFormError,
  ConsoleSubmit,
  ConsoleTable,
  formatMoment,
  textOf,
  useConsoleForm,
} from '../console/index.ts';
import { useMemberChanges } from './api.ts';
import { ConfirmStep } from './confirm-step.tsx';

/** The Thrive Cash balance (spendable and pending) and the ledger, newest first. */
export function MemberThriveCash({ member }: { member: AdminMember }) {
  const { thrive_cash } = member;
  return (
    <section aria-labelledby="member-thrive-cash">
      <h2 id="member-thrive-cash">Thrive Cash</h2>
      <p>
        Available:{' '}
        <strong data-testid="thrive-cash-available">{formatDollars(thrive_cash.available_cents)}</strong>
        {' · '}Pending: <strong>{formatDollars(thrive_cash.pending_cents)}</strong>
      </p>
      {thrive_cash.ledger.length === 0 ? (
        <p className="console-muted">No Thrive Cash yet.</p>
      ) : (
        <ConsoleTable
          caption="Thrive Cash ledger, newest first"
          columns={['When', 'Movement', 'Amount', 'Order', 'Note']}
        >
          {thrive_cash.ledger.map((row) => (
            <tr key={row.id}>
              <td>
                <time dateTime={row.at}>{formatMoment(row.at)}</time>
              </td>
              <td>
                {row.label}
                {row.pending ? ' (pending)' : ''}
              </td>
              <td>{formatDollars(row.amount_cents)}</td>
              <td>{row.order_increment_id ? `#${row.order_increment_id}` : '—'}</td>
              <td>{row.note ?? '—'}</td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </section>
  );
}

type Asked = { adjustment: ThriveCashAdjustment; key: string };

function question({ adjustment }: Asked, before: number): string {
  const after = formatDollars(before + adjustment.cents);
  const amount = formatDollars(Math.abs(adjustment.cents));
  const verb = adjustment.cents > 0 ? `Add ${amount}` : `Take away ${amount}`;
  return `${verb} of Thrive Cash (${adjustment.reason})? Available goes from ${formatDollars(before)} to ${after}.`;
}

/** Adjust Thrive Cash: kind, amount and a reason, checked by the domain's rule, then confirmed before it is sent. */
export function ThriveCashForm({ member }: { member: AdminMember }) {
  const form = useConsoleForm();
  const changes = useMemberChanges(member.account.id);
  const [asked, setAsked] = useState<Asked | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const available = member.thrive_cash.available_cents;
  const ask = form.onSubmit(async (data) => {
    setDone(null);
    const checked = checkThriveCashAdjustment({
      choice: textOf(data, 'choice') as ThriveCashAdjustmentChoice,
      amount: textOf(data, 'amount'),
      reason: textOf(data, 'reason'),
      availableCents: available,
    });
    if (!checked.ok) return form.setError(checked.message);
    setAsked({ adjustment: checked.adjustment, key: `console-${crypto.randomUUID()}` });
  });
  const confirm = () =>
    void form.run(async () => {
      if (!asked) return;
      await changes.adjustThriveCash(asked.adjustment, asked.key);
      setDone(`Thrive Cash adjusted by ${formatDollars(asked.adjustment.cents)}.`);
      setAsked(null);
    });
  return (
    <section aria-labelledby="member-adjust">
      <h3 id="member-adjust">Adjust Thrive Cash</h3>
      {asked ? (
        <ConfirmStep
          question={question(asked, available)}
          confirm="Confirm adjustment"
          busy={form.busy}
          onConfirm={confirm}
          onBack={() => setAsked(null)}
        />
      ) : (
        <form className="console-form" onSubmit={ask}>
          <ConsoleField label="Kind" id="adjust-choice">
            <select id="adjust-choice" name="choice">
              {THRIVE_CASH_ADJUSTMENT_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {THRIVE_CASH_ADJUSTMENT_LABELS[choice]}
                </option>
              ))}
            </select>
          </ConsoleField>
          <ConsoleField label="Amount in dollars" id="adjust-amount">
            <input id="adjust-amount" name="amount" inputMode="decimal" autoComplete="off" required />
          </ConsoleField>
          <ConsoleField
            label="Reason"
            id="adjust-reason"
            hint="The shopper sees it in their Thrive Cash history."
          >
            <input
              id="adjust-reason"
              name="reason"
              maxLength={ADJUSTMENT_REASON_MAX}
              required
              aria-describedby="adjust-reason-hint"
            />
          </ConsoleField>
          <ConsoleSubmit busy={form.busy}>Review adjustment</ConsoleSubmit>
        </form>
      )}
      <ConsoleFormError message={form.error} />
      <p role="status" className="console-muted">
        {done}
      </p>
    </section>
  );
}
