import {
  TOOLTIP_SCROLL_DEBOUNCE_MS,
  type TooltipInput,
  type TooltipState,
  tooltipStep,
} from '@pantry/domain';
import { type ReactNode, type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';

/**
 * A tooltip (account spec §4): its button toggles it on click, and hover or keyboard focus shows it until the
 * pointer or focus leaves; an outside click and Escape close it, and a settled scroll does where `closeOnScroll`
 * asks. The rules are the domain's `tooltipStep`; this wires the browser's events to them.
 */
export function Tooltip({
  label,
  children,
  closeOnScroll = false,
}: {
  /** The button's accessible name, e.g. 'About Thrive Cash'. */
  label: string;
  children: ReactNode;
  closeOnScroll?: boolean;
}) {
  const id = useId();
  const [state, setState] = useState<TooltipState>('closed');
  const root = useRef<HTMLSpanElement>(null);
  const send = useCallback(
    (input: TooltipInput) => setState((now) => tooltipStep(now, input, { closeOnScroll })),
    [closeOnScroll],
  );
  useHover(root, send);
  useDismissals(state !== 'closed', root, send);
  return (
    <span className="tooltip" ref={root}>
      <button
        type="button"
        className="tooltip-button"
        aria-label={label}
        aria-expanded={state !== 'closed'}
        aria-describedby={id}
        onClick={() => send('click')}
        onFocus={() => send('enter')}
        onBlur={() => send('leave')}
      >
        <span aria-hidden="true">i</span>
      </button>
      <span role="tooltip" id={id} className="tooltip-bubble" hidden={state === 'closed'}>
        {children}
      </span>
    </span>
  );
}

/** Hovering the button or its bubble shows it (WCAG 1.4.13: the pointer may move onto the bubble). */
function useHover(root: RefObject<HTMLElement | null>, send: (input: TooltipInput) => void) {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const enter = () => send('enter');
    const leave = () => send('leave');
    element.addEventListener('mouseenter', enter);
    element.addEventListener('mouseleave', leave);
    return () => {
      element.removeEventListener('mouseenter', enter);
      element.removeEventListener('mouseleave', leave);
    };
  }, [root, send]);
}

/** While open: a click outside, Escape and a scroll that has settled for 500 ms are sent to the rules. */
function useDismissals(
  open: boolean,
  root: RefObject<HTMLElement | null>,
  send: (input: TooltipInput) => void,
) {
  useEffect(() => {
    if (!open) return;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) send('outside');
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') send('escape');
    };
    const onScroll = () => {
      clearTimeout(settle);
      settle = setTimeout(() => send('scroll'), TOOLTIP_SCROLL_DEBOUNCE_MS);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(settle);
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', onScroll);
    };
  }, [open, root, send]);
}
