/**
 * Experiments (account spec §4 and §7 GET /experiments; storefront §9): deterministic bucketing, so one visitor
 * sees one variant of an experiment on every app server and every visit, with nothing held in process memory.
 */

export type ExperimentVariant = { name: string; weight: number };

export type ExperimentDefinition = {
  key: string;
  variants: readonly ExperimentVariant[];
  /** Audiences the experiment runs for (see `experimentAudience`); null runs it for everyone. */
  audiences: readonly string[] | null;
  enabled: boolean;
};

/** Buckets a visitor falls into: weights are read as shares of this many. */
export const BUCKET_COUNT = 10_000;

/** The variant every visitor outside an experiment sees: today's page. */
export const CONTROL_VARIANT = 'control';

/**
 * FNV-1a (32 bits) of the UTF-8 bytes of a string. Stable across processes, machines and releases, which a
 * language's own string hash is not; it only spreads visitors, it protects nothing.
 */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** The visitor's bucket (0 to BUCKET_COUNT - 1) in one experiment: keyed by both, so experiments split apart. */
export function experimentBucket(experimentKey: string, visitorId: string): number {
  return fnv1a32(`${experimentKey}:${visitorId}`) % BUCKET_COUNT;
}

/**
 * The variant a visitor sees: the buckets are cut into ranges in proportion to the weights, in the listed order.
 * Weights are whole non-negative numbers; with no positive weight every visitor sees control.
 */
export function assignVariant(
  experiment: Pick<ExperimentDefinition, 'key' | 'variants'>,
  visitorId: string,
): string {
  const total = experiment.variants.reduce((sum, v) => sum + Math.max(0, v.weight), 0);
  if (total <= 0) return CONTROL_VARIANT;
  const point = (experimentBucket(experiment.key, visitorId) / BUCKET_COUNT) * total;
  let upTo = 0;
  for (const variant of experiment.variants) {
    upTo += Math.max(0, variant.weight);
    if (point < upTo) return variant.name;
  }
  return experiment.variants[experiment.variants.length - 1]?.name ?? CONTROL_VARIANT;
}

/** Whether an experiment runs for a visitor of this audience. */
export function runsFor(
  experiment: Pick<ExperimentDefinition, 'enabled' | 'audiences'>,
  audience: string,
): boolean {
  if (!experiment.enabled) return false;
  return experiment.audiences === null || experiment.audiences.includes(audience);
}

/**
 * The visitor's experiments map: each running experiment for the audience with its variant. A forced variant
 * (the `experiments` query's JSON, for checking a variant by hand) wins when the experiment has that variant.
 */
export function experimentsFor(
  experiments: readonly ExperimentDefinition[],
  visitor: { id: string; audience: string },
  forced: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const map: Record<string, string> = {};
  for (const experiment of experiments) {
    const wanted = forced[experiment.key];
    if (wanted !== undefined && experiment.variants.some((v) => v.name === wanted)) {
      map[experiment.key] = wanted;
    } else if (runsFor(experiment, visitor.audience)) {
      map[experiment.key] = assignVariant(experiment, visitor.id);
    }
  }
  return map;
}
