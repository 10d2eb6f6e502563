import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

// React hydrates in a transition, yielding to the browser every few milliseconds and hydrating first what the
// shopper touches (docs/decisions/stack.md, "The page runtime").
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
