import { type Account, checkDateOfBirth } from '@pantry/domain';
import { FormError, SubmitButton, TextField } from '../../components/forms/field.tsx';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { accountApi, useSetAccount } from '../account/index.ts';

/** A calendar date of birth as written ('April 12, 1988'): a day, not an instant, so no time zone moves it. */
const birthdayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

export function formatDateOfBirth(date: string): string {
  return birthdayFormat.format(new Date(`${date}T00:00:00Z`));
}

/**
 * Issue 23: the shopper confirms a date of birth once (PUT /account date_of_birth), in the account and at checkout
 * when the cart holds wine; `is_over_21` comes from it. The domain's rule refuses a date under 21 here before the
 * server does; a confirmed date is shown, not edited (member services corrects it).
 */
export function DateOfBirthForm({
  account,
  submitLabel = 'Confirm date of birth',
  onConfirmed,
}: {
  account: Pick<Account, 'date_of_birth' | 'is_over_21'>;
  submitLabel?: string;
  onConfirmed?: (account: Account) => void;
}) {
  const setAccount = useSetAccount();
  const form = useFormSubmit({ date_of_birth: '' });

  if (account.date_of_birth) {
    return (
      <p className="field-hint">
        Date of birth: {formatDateOfBirth(account.date_of_birth)}
        {account.is_over_21 ? ' (confirmed, 21 or older)' : null}
      </p>
    );
  }

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const check = checkDateOfBirth(form.values.date_of_birth, new Date());
    await form.submit({ date_of_birth: check.ok ? null : check.message }, async () => {
      const next = await accountApi.update({ date_of_birth: check.ok ? check.value : '' });
      setAccount(next);
      onConfirmed?.(next);
    });
  }

  return (
    <form ref={form.formRef} className="form-stack" noValidate onSubmit={onSubmit}>
      <FormError message={form.formError} />
      <TextField
        label="Date of birth"
        type="date"
        autoComplete="bday"
        hint="You must be 21 or older to buy wine. We ask once and keep it with your account."
        {...form.field('date_of_birth')}
      />
      <SubmitButton busy={form.busy} busyLabel="Confirming…">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
