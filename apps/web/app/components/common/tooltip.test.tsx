import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tooltip } from './tooltip.tsx';

function renderTooltip(closeOnScroll = false) {
  render(
    <div>
      <p>Outside</p>
      <Tooltip label="About Thrive Cash" closeOnScroll={closeOnScroll}>
        Store credit
      </Tooltip>
    </div>,
  );
  return screen.getByRole('button', { name: 'About Thrive Cash' });
}

const bubble = () => screen.getByRole('tooltip', { hidden: true });

describe('Tooltip', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('toggles on click and describes its button', () => {
    const button = renderTooltip();
    expect(bubble().hidden).toBe(true);
    fireEvent.click(button);
    expect(bubble().hidden).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-describedby')).toBe(bubble().id);
    fireEvent.click(button);
    expect(bubble().hidden).toBe(true);
  });

  it('shows on hover until the pointer leaves', () => {
    const button = renderTooltip();
    fireEvent.mouseEnter(button.parentElement as HTMLElement);
    expect(bubble().hidden).toBe(false);
    fireEvent.mouseLeave(button.parentElement as HTMLElement);
    expect(bubble().hidden).toBe(true);
  });

  it('closes on an outside click and on Escape', () => {
    const button = renderTooltip();
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(bubble().hidden).toBe(true);
    fireEvent.click(button);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(bubble().hidden).toBe(true);
  });

  it('closes 500 ms after a scroll settles, only when asked to', () => {
    vi.useFakeTimers();
    const button = renderTooltip(true);
    fireEvent.click(button);
    fireEvent.scroll(window);
    act(() => vi.advanceTimersByTime(300));
    fireEvent.scroll(window);
    act(() => vi.advanceTimersByTime(400));
    expect(bubble().hidden).toBe(false);
    act(() => vi.advanceTimersByTime(100));
    expect(bubble().hidden).toBe(true);
  });

  it('stays open through a scroll when not asked to close', () => {
    vi.useFakeTimers();
    const button = renderTooltip(false);
    fireEvent.click(button);
    fireEvent.scroll(window);
    act(() => vi.advanceTimersByTime(1000));
    expect(bubble().hidden).toBe(false);
  });
});
