import { type ReactNode, useEffect, useId, useRef } from 'react';
import { CloseIcon } from './icons.tsx';
import { modalStack } from './modal-stack.ts';

/**
 * An accessible dialog on the native <dialog> element: showModal() makes the rest of the page inert (focus stays
 * inside), Escape and the close button call `onClose`, the title labels it, and focus goes back to where it was
 * when the dialog closes. Rendered only while open. A modal that `waitsForOthers` (a prompt the shell raises by
 * itself) shows once no other modal is showing.
 */
export function Modal({
  title,
  onClose,
  children,
  description,
  className,
  closeLabel = 'Close',
  waitsForOthers = false,
}: {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  description?: ReactNode;
  className?: string;
  closeLabel?: string;
  waitsForOthers?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const closed = useRef(false);
  // Escape may arrive as both a keydown and the browser's cancel event: close once.
  const close = useRef(() => {
    if (closed.current) return;
    closed.current = true;
    onCloseRef.current();
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    closed.current = false;
    let previous: HTMLElement | null = null;
    let shown = false;
    const show = () => {
      if (shown || (waitsForOthers && modalStack.count() > 0)) return;
      shown = true;
      previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (typeof dialog.showModal === 'function') {
        if (!dialog.open) dialog.showModal();
      } else {
        // Browsers (and test DOMs) without showModal: open it and move focus in by hand.
        dialog.setAttribute('open', '');
        dialog.querySelector<HTMLElement>('[autofocus], input, select, textarea, button')?.focus();
      }
      modalStack.shown();
    };
    const stopWaiting = modalStack.watch(show);
    show();
    return () => {
      stopWaiting();
      if (!shown) return;
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      modalStack.hidden();
      previous?.focus();
    };
  }, [waitsForOthers]);

  return (
    <dialog
      ref={ref}
      className={`modal${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          close.current();
        }
      }}
      onCancel={(event) => {
        // The browser's own Escape handling: keep React in charge of whether the dialog is shown.
        event.preventDefault();
        close.current();
      }}
    >
      <div className="modal-head">
        <h2 id={titleId} className="modal-title">
          {title}
        </h2>
        <button type="button" className="modal-close" onClick={() => close.current()}>
          <CloseIcon />
          <span className="sr-only">{closeLabel}</span>
        </button>
      </div>
      {description ? (
        <p id={descriptionId} className="modal-description">
          {description}
        </p>
      ) : null}
      <div className="modal-body">{children}</div>
    </dialog>
  );
}
