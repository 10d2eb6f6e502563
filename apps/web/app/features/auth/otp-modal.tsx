import { accountMessages, normalizeCode } from '@pantry/domain';
import { useEffect, useRef, useState } from 'react';
import { Modal } from '../../components/common/modal.tsx';
import { FormError, SubmitButton, TextField } from '../../components/forms/field.tsx';
import { ApiError, apiFailure } from '../../lib/http/client.ts';
import { snackbar } from '../../lib/snackbar-store.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { accountApi } from '../account/index.ts';
import { isVerified, verifiedSnack } from './auth-otp.ts';

export const OTP_MODAL_TITLE = 'Verify it’s you';

/**
 * The one-time-code check as a modal (spec §2 'OTP verification'), over a dialog whose change the server answered
 * with otp_required: a code is e-mailed on opening (GET /account/otp) and checked with POST /account/otp/verify,
 * and what was typed in the dialog below stays there to send again.
 */
export function OtpModal({ onClose }: { onClose: () => void }) {
  const form = useFormSubmit({ otpCode: '' });
  const [status, setStatus] = useState('Sending a code to your e-mail…');
  const asked = useRef(false);

  async function send(again: boolean) {
    setStatus('Sending a code to your e-mail…');
    try {
      await accountApi.sendCode();
      setStatus(
        `${again ? 'We sent a new code' : 'We sent a code'} to your e-mail. It works for 10 minutes.`,
      );
    } catch (error) {
      setStatus(
        error instanceof ApiError && error.status === 409 ? error.message : apiFailure(error).message,
      );
    }
  }

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void send(false);
  });

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const code = normalizeCode(form.values.otpCode);
    await form.submit({ otpCode: code ? null : accountMessages.otpRequired }, async () => {
      let ok = false;
      try {
        ok = isVerified(await accountApi.verifyCode(code));
      } catch (error) {
        console.error('account-verified', error);
      }
      if (!ok) {
        form.setFormError(accountMessages.otpFailed);
        return;
      }
      snackbar.push(verifiedSnack());
      onClose();
    });
  }

  return (
    <Modal title={OTP_MODAL_TITLE} onClose={onClose} className="modal-otp">
      <form ref={form.formRef} className="form-stack" noValidate onSubmit={onSubmit}>
        <p role="status">{status}</p>
        <FormError message={form.formError} />
        <TextField
          label="6-digit code"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={12}
          {...form.field('otpCode')}
        />
        <p className="muted">Once verified, save your change again.</p>
        <div className="modal-actions">
          <button type="button" className="button button-secondary" onClick={() => void send(true)}>
            Send a new code
          </button>
          <SubmitButton busy={form.busy} busyLabel="Checking…">
            Verify
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
