import { useEffect, useRef } from 'react';

/**
 * 'Delete this address?' with the confirming button focused (the shopper just pressed Delete where it appears) and
 * a way back.
 */
export function ConfirmRemoval({
  question,
  confirmLabel,
  busy,
  onConfirm,
  onKeep,
}: {
  question: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    confirm.current?.focus();
  }, []);
  return (
    <div className="onfile-item-actions">
      <span>{question}</span>
      <button
        ref={confirm}
        type="button"
        className="button mb-danger"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={onConfirm}
      >
        {confirmLabel}
      </button>
      <button type="button" className="button-link" onClick={onKeep}>
        Keep it
      </button>
    </div>
  );
}
