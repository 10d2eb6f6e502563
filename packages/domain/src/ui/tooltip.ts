/**
 * Tooltips (account spec §4 Other): 'Tooltips toggle on click or hover and close on outside click, optionally on
 * scroll (debounced 500 ms).' Escape closes too, as WAI-ARIA asks of anything that pops up.
 */

/** Spec §4: a scroll closes an open tooltip once it has stopped for this long. */
export const TOOLTIP_SCROLL_DEBOUNCE_MS = 500;

/** How it is open: pinned by a click (stays until clicked again or dismissed) or shown while hovered. */
export type TooltipState = 'closed' | 'hovered' | 'pinned';

export type TooltipInput = 'click' | 'enter' | 'leave' | 'outside' | 'escape' | 'scroll';

/**
 * The next state. A click toggles; hovering shows it until the pointer leaves, unless a click pinned it; an
 * outside click and Escape close it; a (settled) scroll closes it only where the tooltip asks for that.
 */
export function tooltipStep(
  state: TooltipState,
  input: TooltipInput,
  options: { closeOnScroll?: boolean } = {},
): TooltipState {
  switch (input) {
    case 'click':
      return state === 'pinned' ? 'closed' : 'pinned';
    case 'enter':
      return state === 'closed' ? 'hovered' : state;
    case 'leave':
      return state === 'hovered' ? 'closed' : state;
    case 'outside':
    case 'escape':
      return 'closed';
    case 'scroll':
      return options.closeOnScroll ? 'closed' : state;
  }
}
