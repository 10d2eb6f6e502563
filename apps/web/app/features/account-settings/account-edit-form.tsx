import {
  type Account,
  accountMessages,
  formatPhone,
  normalizePhone,
  splitFullName,
  validateEmail,
  validatePassword,
} from '@pantry/domain';
import { useEffect, useId, useState } from 'react';
import { FormError, SubmitButton, TextField } from '../../components/forms/field.tsx';
import { isOtpRequired } from '../../lib/http/client.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { type AccountChanges, accountApi, useSetAccount } from '../account/index.ts';

/** Kept while the shopper checks a code, so the form comes back as they left it (never the password). */
export const EDIT_DRAFT_KEY = 'pantry.account-edit.draft';
export const SAVED_MESSAGE = 'Your changes have been saved.';

type Values = { fullname: string; email: string; password: string; telephone: string };

export function initialValues(account: Account): Values {
  const last = account.lastname && account.lastname !== 'N/A' ? ` ${account.lastname}` : '';
  return {
    fullname: `${account.firstname ?? ''}${last}`.trim(),
    email: account.email ?? '',
    password: '',
    telephone: account.telephone ? formatPhone(account.telephone) : '',
  };
}

function readDraft(): (Values & { sms: boolean }) | null {
  try {
    const text = sessionStorage.getItem(EDIT_DRAFT_KEY);
    sessionStorage.removeItem(EDIT_DRAFT_KEY);
    return text ? (JSON.parse(text) as Values & { sms: boolean }) : null;
  } catch {
    return null;
  }
}

function saveDraft(values: Values, sms: boolean): void {
  try {
    sessionStorage.setItem(EDIT_DRAFT_KEY, JSON.stringify({ ...values, password: '', sms }));
  } catch {
    // Without storage the shopper types the change again after the code check.
  }
}

/**
 * Spec §2 /account/edit. Only changed fields are sent; e-mail, password and phone need a recent code check, so
 * the server may answer 'otp_required': the shell then checks the code in the OTP modal over this form, and one
 * more Save finishes the change. If the modal can't load, /account/otp does the check and brings the shopper back
 * here with the draft restored.
 */
export function AccountEditForm({ account }: { account: Account }) {
  const setAccount = useSetAccount();
  const form = useFormSubmit(initialValues(account));
  const [sms, setSms] = useState(account.sms_subscribed);
  const [saved, setSaved] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  const smsId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: restores the draft once, after hydration
  useEffect(() => {
    const draft = readDraft();
    if (!draft) return;
    const { sms: draftSms, ...values } = draft;
    form.setValues(values);
    setSms(draftSms);
    setRestored(true);
  }, []);

  function changes(): { found: Record<string, string | null>; body: AccountChanges } {
    const start = initialValues(account);
    const { fullname, email, password, telephone } = form.values;
    const found: Record<string, string | null> = {};
    const body: AccountChanges = {};
    if (fullname.trim() !== start.fullname) {
      if (!splitFullName(fullname).firstname) found.fullname = accountMessages.required;
      else body.fullname = fullname.trim();
    }
    if (email.trim() !== start.email) {
      const check = validateEmail(email);
      if (check.ok) body.email = check.value;
      else found.email = check.message;
    }
    if (password !== '') {
      const check = validatePassword(password);
      if (check.ok) body.password = check.value;
      else found.password = check.message;
    }
    if (telephone.trim() !== start.telephone) {
      if (telephone.trim() === '') body.telephone = '';
      else {
        const phone = normalizePhone(telephone);
        if (phone.ok) body.telephone = phone.storage;
        else found.telephone = phone.message;
      }
    }
    if (sms !== account.sms_subscribed) body.sms_subscribed = sms;
    return { found, body };
  }

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setSaved(null);
    setRestored(false);
    const { found, body } = changes();
    await form.submit(found, async () => {
      if (Object.keys(body).length === 0) {
        setSaved('Nothing to save: no changes yet.');
        return;
      }
      try {
        const next = await accountApi.update(body);
        setAccount(next);
        form.setValues(initialValues(next));
        setSms(next.sms_subscribed);
        setSaved(SAVED_MESSAGE);
      } catch (error) {
        if (isOtpRequired(error)) saveDraft(form.values, sms);
        throw error;
      }
    });
  }

  return (
    <form ref={form.formRef} className="form-stack" noValidate onSubmit={onSubmit}>
      {restored ? (
        <p className="form-success" role="status">
          You’re verified. Press Save changes to finish.
        </p>
      ) : null}
      <FormError message={form.formError} />
      <TextField label="Full name" autoComplete="name" {...form.field('fullname')} />
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="Leave empty to keep your password. 8 or more characters."
        {...form.field('password')}
      />
      <TextField
        label="Mobile number"
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        placeholder="123-456-7890"
        {...form.field('telephone')}
      />
      <div className="check-field">
        <input id={smsId} type="checkbox" checked={sms} onChange={(event) => setSms(event.target.checked)} />
        <label htmlFor={smsId}>Text me order updates and offers (message and data rates may apply)</label>
      </div>
      <p className="field-hint">
        Changing your e-mail, password or mobile number asks for a code we e-mail you.
      </p>
      <div role="status" className={saved ? 'form-success' : 'form-error is-empty'}>
        {saved}
      </div>
      <SubmitButton busy={form.busy} busyLabel="Saving…">
        Save changes
      </SubmitButton>
    </form>
  );
}
