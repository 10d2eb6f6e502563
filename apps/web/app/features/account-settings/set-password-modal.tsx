import { validatePassword } from '@pantry/domain';
import { Modal } from '../../components/common/modal.tsx';
import { FormError, SubmitButton, TextField } from '../../components/forms/field.tsx';
import { snackbar } from '../../lib/snackbar-store.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { accountApi, useSetAccount } from '../account/index.ts';

/**
 * Set a first password (spec §2 set-password modal), for accounts made with Google or a code: PUT /account
 * {password}. A first password needs no code check; changing one does (that is on the edit page).
 */
export function SetPasswordModal({ onClose }: { onClose: () => void }) {
  const setAccount = useSetAccount();
  const form = useFormSubmit({ password: '' });

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const password = validatePassword(form.values.password);
    await form.submit({ password: password.ok ? null : password.message }, async () => {
      if (!password.ok) return;
      setAccount(await accountApi.update({ password: password.value }));
      snackbar.push({ type: 'success', message: 'Your password is set. You can now sign in with it.' });
      onClose();
    });
  }

  return (
    <Modal
      title="Set a password"
      description="Sign in with your e-mail and a password as well as with Google or an e-mailed code."
      onClose={onClose}
    >
      <form ref={form.formRef} className="form-stack" noValidate onSubmit={onSubmit}>
        <FormError message={form.formError} />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="8 or more characters."
          {...form.field('password')}
        />
        <div className="modal-actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            Not now
          </button>
          <SubmitButton busy={form.busy} busyLabel="Saving…">
            Save password
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
