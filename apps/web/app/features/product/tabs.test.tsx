import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './tabs.tsx';

const tabs = [
  { id: 'reviews', label: 'Reviews', content: <p>Review list</p> },
  { id: 'faq', label: 'FAQ', content: <p>Questions</p> },
];

describe('Tabs', () => {
  afterEach(cleanup);

  it('shows the first panel and keeps only the selected tab in the Tab order', () => {
    render(<Tabs tabs={tabs} label="Gift card information" />);
    const [reviews, faq] = screen.getAllByRole('tab');
    expect(reviews?.getAttribute('aria-selected')).toBe('true');
    expect(reviews?.tabIndex).toBe(0);
    expect(faq?.tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel').textContent).toBe('Review list');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(reviews?.id);
  });

  it('moves with the arrow keys (wrapping), Home and End', () => {
    render(<Tabs tabs={tabs} label="Gift card information" />);
    const [reviews, faq] = screen.getAllByRole('tab') as HTMLElement[];
    fireEvent.keyDown(reviews as HTMLElement, { key: 'ArrowRight' });
    expect(faq?.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(faq);
    expect(screen.getByRole('tabpanel').textContent).toBe('Questions');
    fireEvent.keyDown(faq as HTMLElement, { key: 'ArrowRight' });
    expect(reviews?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(reviews as HTMLElement, { key: 'End' });
    expect(faq?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(faq as HTMLElement, { key: 'Home' });
    expect(reviews?.getAttribute('aria-selected')).toBe('true');
  });
});
