import { createEvent, fireEvent as preactFireEvent } from '@testing-library/preact';

/**
 * What the web tests import as '@testing-library/react' (vitest.config.ts): Testing Library's Preact edition, whose
 * events run inside `act` like React's. Its `fireEvent.change` always fires `input`, which is what Preact's
 * React layer listens to on a text field; a select, checkbox or radio still gets its real `change`.
 */
export * from '@testing-library/preact';

function listensForInput(element: Document | Element | Window | Node): boolean {
  if (element instanceof HTMLTextAreaElement) return true;
  return element instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(element.type);
}

function change(element: Document | Element | Window | Node, init?: object): boolean {
  if (listensForInput(element)) return preactFireEvent.input(element, init);
  return preactFireEvent(element, createEvent.change(element, init));
}

export const fireEvent: typeof preactFireEvent = Object.assign(
  (element: Document | Element | Window | Node, event: Event) => preactFireEvent(element, event),
  preactFireEvent,
  { change },
);
