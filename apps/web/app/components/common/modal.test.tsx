import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from './modal.tsx';
import { modalStack } from './modal-stack.ts';

/** The shopper's own modal, closed by its button; beside it a prompt the shell raised that waits for it. */
function Both({ prompt }: { prompt: boolean }) {
  const [mine, setMine] = useState(true);
  return (
    <>
      {mine ? (
        <Modal title="Your membership has ended" onClose={() => setMine(false)}>
          <p>Rejoin</p>
        </Modal>
      ) : null}
      {prompt ? (
        <Modal title="How did you hear about us?" onClose={() => {}} waitsForOthers>
          <p>Tell us</p>
        </Modal>
      ) : null}
    </>
  );
}

/** A dialog by its title (a dialog not yet shown is outside the accessibility tree). */
const dialog = (name: string) =>
  screen.getByText(name, { selector: 'h2' }).closest('dialog') as HTMLDialogElement;

describe('Modal', () => {
  afterEach(cleanup);

  it('counts the modals showing, and a prompt that waits for others shows once the shopper’s modal closes', () => {
    render(<Both prompt />);
    expect(dialog('Your membership has ended').open).toBe(true);
    expect(dialog('How did you hear about us?').open).toBe(false);
    expect(modalStack.count()).toBe(1);
    act(() => fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0] as HTMLElement));
    expect(dialog('How did you hear about us?').open).toBe(true);
    expect(modalStack.count()).toBe(1);
    cleanup();
    expect(modalStack.count()).toBe(0);
  });

  it('shows a prompt at once when nothing else is showing', () => {
    render(
      <Modal title="How did you hear about us?" onClose={() => {}} waitsForOthers>
        <p>Tell us</p>
      </Modal>,
    );
    expect(dialog('How did you hear about us?').open).toBe(true);
  });
});
