import {
  type ExperimentsAnswer,
  type ExperimentsMap,
  type ExperimentsStatus,
  nextExperimentsStatus,
} from '@pantry/domain';
import { useQuery } from '@tanstack/react-query';

/**
 * Reading the visitor's experiments (docs/decisions/experiments.md). Cards and price blocks import only this: the
 * call itself (api.ts) is the shell's ExperimentsHost, so a catalog page's first script stays small.
 */

export const experimentsKeys = { map: ['experiments'] as const };

export type Experiments = { status: ExperimentsStatus; map: ExperimentsMap };

const NONE: ExperimentsMap = {};

/** Reads the experiments without asking for them (the host asks): idle, then ready with the map, or error. */
export function useExperiments(): Experiments {
  const query = useQuery<ExperimentsAnswer>({ queryKey: experimentsKeys.map, enabled: false });
  if (query.isSuccess) {
    return { status: nextExperimentsStatus('idle', 'loaded'), map: query.data.experiments ?? NONE };
  }
  if (query.isError) return { status: nextExperimentsStatus('idle', 'failed'), map: NONE };
  return { status: 'idle', map: NONE };
}
