import { useEffect, useRef } from 'react';

/**
 * The second step of a change that moves money or time: what will happen, in words, then the button that does it
 * and one that goes back. The question takes focus when it appears, so a keyboard or screen reader user hears it.
 */
export function ConfirmStep({
  question,
  confirm,
  busy,
  onConfirm,
  onBack,
}: {
  question: string;
  confirm: string;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const asked = useRef<HTMLParagraphElement>(null);
  useEffect(() => asked.current?.focus(), []);
  return (
    <div className="console-form">
      <p ref={asked} tabIndex={-1}>
        {question}
      </p>
      <div className="console-actions">
        <button type="button" className="console-button" disabled={busy} onClick={onConfirm}>
          {busy ? 'Please wait…' : confirm}
        </button>
        <button type="button" className="console-button is-quiet" onClick={onBack}>
          Go back
        </button>
      </div>
    </div>
  );
}
