import { useId, useState } from 'react';
import { Modal } from '../../components/common/modal.tsx';
import { FormError, SubmitButton } from '../../components/forms/field.tsx';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { accountApi, useSetAccount } from '../account/index.ts';

export const HEAR_ABOUT_US_OPTIONS = [
  'Search engine (Google, Bing…)',
  'Friend or family',
  'Social media',
  'Podcast or radio',
  'TV or streaming',
  'Blog or news article',
  'Other',
] as const;

/** 'How did you hear about us?' (spec §2 hear-about-us modal): asked once; the answer is POST /hdyh. */
export function HearAboutUsModal({ onClose }: { onClose: () => void }) {
  const setAccount = useSetAccount();
  const [choice, setChoice] = useState('');
  const [other, setOther] = useState('');
  const form = useFormSubmit();
  const otherId = useId();

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const answer = choice === 'Other' && other.trim() ? `Other: ${other.trim()}` : choice;
    if (!answer) {
      form.setFormError('Please choose an answer, or close this window.');
      return;
    }
    await form.submit(
      {},
      async () => {
        setAccount(await accountApi.hearAboutUs(answer));
        onClose();
      },
      { staysBusy: true },
    );
  }

  return (
    <Modal waitsForOthers title="How did you hear about us?" onClose={onClose} closeLabel="No thanks, close">
      <form className="form-stack" onSubmit={onSubmit} noValidate>
        <fieldset className="choice-list">
          <legend className="sr-only">How did you hear about us?</legend>
          {HEAR_ABOUT_US_OPTIONS.map((option) => (
            <label key={option} className="choice">
              <input
                type="radio"
                name="hear_about_us"
                value={option}
                checked={choice === option}
                onChange={() => setChoice(option)}
              />
              <span>{option}</span>
            </label>
          ))}
        </fieldset>
        {choice === 'Other' ? (
          <div className="field">
            <label htmlFor={otherId}>Tell us where (optional)</label>
            <input id={otherId} value={other} maxLength={200} onChange={(e) => setOther(e.target.value)} />
          </div>
        ) : null}
        <FormError message={form.formError} />
        <div className="modal-actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            No thanks
          </button>
          <SubmitButton busy={form.busy} busyLabel="Saving…">
            Submit
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
