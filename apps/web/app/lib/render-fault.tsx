import { Suspense } from 'react';
import { Await, useRouteLoaderData, useSearchParams } from 'react-router';

/**
 * Planted render failures, for the tests of issue 22 ("a render that fails, fails"). They exist only when the
 * server runs with the test-only flag (`TEST_RENDER_FAULTS`, which reaches the page as the root loader's
 * `renderFaults`); then `?render-fault=<place>` makes the component at that place throw while rendering. With the
 * flag off they render nothing.
 */
export type RenderFaultPlace = 'shell' | 'page' | 'section' | 'late-section';

/** What the root loader says about planted faults: whether they are on, and the late section's data. */
export type RootRenderFaults = { renderFaults: boolean; lateFault: Promise<null> | null };

function usePlantedFault(place: RenderFaultPlace): boolean {
  const root = useRouteLoaderData('root') as Partial<RootRenderFaults> | undefined;
  const [params] = useSearchParams();
  return root?.renderFaults === true && params.get('render-fault') === place;
}

function Thrower({ place }: { place: RenderFaultPlace }): null {
  throw new Error(`Planted render fault (${place})`);
}

/** Throws while rendering when the URL asks for a fault at `place`. */
export function RenderFault({ place }: { place: RenderFaultPlace }) {
  return usePlantedFault(place) ? <Thrower place={place} /> : null;
}

/**
 * Faults in streamed (Suspense) sections: one that fails as the page renders, and one that fails when its data
 * arrives, after the page's first part has been sent.
 */
export function SectionFaults() {
  const root = useRouteLoaderData('root') as Partial<RootRenderFaults> | undefined;
  const late = usePlantedFault('late-section') ? root?.lateFault : null;
  return (
    <>
      <Suspense fallback={null}>
        <RenderFault place="section" />
      </Suspense>
      {late ? (
        <Suspense fallback={null}>
          <Await resolve={late}>{() => <Thrower place="late-section" />}</Await>
        </Suspense>
      ) : null}
    </>
  );
}

/** The root loader's part: on only with the flag, and the late section's data only when the URL asks for it. */
export function rootRenderFaults(enabled: boolean | undefined, url: string): RootRenderFaults {
  if (!enabled) return { renderFaults: false, lateFault: null };
  const late = new URL(url).searchParams.get('render-fault') === 'late-section';
  return {
    renderFaults: true,
    lateFault: late ? new Promise<null>((resolve) => setTimeout(() => resolve(null), 300)) : null,
  };
}
