import { type ReactNode, Suspense, useState } from 'react';

/**
 * Hydration in slices. Preact hydrates a page in one task, and on a phone that task (a listing's 24 cards, its
 * filters and the footer) blocked input for about a second in Lighthouse. A part wrapped in <HydrateLater> keeps
 * its server HTML and becomes live in a later task of its own, in page order. On the server, in tests and
 * after the first hydration, it renders its children at once.
 *
 * The wrapped part must render one element: while it waits, Preact keeps exactly one DOM node in its place.
 */

/** A new task at once: a message to ourselves, which browsers don't delay the way nested timers are. */
function nextTask(callback: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    callback();
  };
  channel.port2.postMessage(null);
}

type Gate = { open: boolean; promise: Promise<void>; release: () => void };

const OPEN: Gate = { open: true, promise: Promise.resolve(), release: () => {} };

let slicing = false;
const waiting: Gate[] = [];
let hydrated: Promise<void> = Promise.resolve();

function newGate(): Gate {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  const gate: Gate = {
    open: false,
    promise,
    release: () => {
      gate.open = true;
      resolve();
    },
  };
  waiting.push(gate);
  return gate;
}

/**
 * Called by the browser entry around the first hydration. Parts first rendered anywhere in that task wait their
 * turn, including those under a boundary whose data was already there (React Router's <Await>, which renders its
 * children in the task's microtasks).
 */
export function hydrateInSlices(hydrate: () => void): void {
  slicing = true;
  hydrated = new Promise((done) => {
    // One part a task: a part renders in the microtasks of the task that released it, so input can come between.
    const nextPart = () => {
      slicing = false;
      waiting.shift()?.release();
      nextTask(waiting.length ? nextPart : done);
    };
    nextTask(nextPart);
  });
  hydrate();
}

/** Settles once every part of the first hydration is live. */
export function whenFullyHydrated(): Promise<void> {
  return hydrated;
}

function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (!gate.open) throw gate.promise;
  return <>{children}</>;
}

export function HydrateLater({ children }: { children: ReactNode }) {
  const [gate] = useState(() => (slicing ? newGate() : OPEN));
  return (
    <Suspense fallback={null}>
      <Gated gate={gate}>{children}</Gated>
    </Suspense>
  );
}
