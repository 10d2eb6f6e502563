export { ExperimentsHost, experimentsQuery } from './api.ts';
export { type Experiments, experimentsKeys, useExperiments } from './read.ts';
