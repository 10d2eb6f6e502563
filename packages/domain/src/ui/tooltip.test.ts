import { describe, expect, it } from 'vitest';
import { type TooltipInput, type TooltipState, tooltipStep } from './tooltip.ts';

function run(inputs: TooltipInput[], options?: { closeOnScroll?: boolean }): TooltipState {
  return inputs.reduce<TooltipState>((state, input) => tooltipStep(state, input, options), 'closed');
}

describe('a tooltip', () => {
  it('toggles on click', () => {
    expect(run(['click'])).toBe('pinned');
    expect(run(['click', 'click'])).toBe('closed');
  });

  it('shows while hovered and hides when the pointer leaves', () => {
    expect(run(['enter'])).toBe('hovered');
    expect(run(['enter', 'leave'])).toBe('closed');
  });

  it('stays open after the pointer leaves when a click pinned it', () => {
    expect(run(['enter', 'click', 'leave'])).toBe('pinned');
    expect(run(['enter', 'click', 'leave', 'click'])).toBe('closed');
  });

  it('closes on an outside click and on Escape, however it opened', () => {
    expect(run(['click', 'outside'])).toBe('closed');
    expect(run(['enter', 'outside'])).toBe('closed');
    expect(run(['click', 'escape'])).toBe('closed');
  });

  it('closes on scroll only when it asks to', () => {
    expect(run(['click', 'scroll'])).toBe('pinned');
    expect(run(['click', 'scroll'], { closeOnScroll: true })).toBe('closed');
  });
});
