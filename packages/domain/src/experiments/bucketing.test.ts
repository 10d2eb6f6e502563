import { describe, expect, it } from 'vitest';
import {
  assignVariant,
  type ExperimentDefinition,
  experimentBucket,
  experimentsFor,
  fnv1a32,
  runsFor,
} from './bucketing.ts';

const half: ExperimentDefinition = {
  key: 'post_discount_pricing',
  variants: [
    { name: 'control', weight: 50 },
    { name: 'variation_1', weight: 50 },
  ],
  audiences: null,
  enabled: true,
};

const visitors = Array.from({ length: 20_000 }, (_, i) => `visitor-${i}`);

describe('fnv1a32', () => {
  it('matches the published FNV-1a test vectors, so every server computes the same hash', () => {
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c);
    expect(fnv1a32('foobar')).toBe(0xbf9cf968);
  });
});

describe('assignVariant', () => {
  it('gives one visitor the same variant every time', () => {
    for (const id of visitors.slice(0, 200)) {
      expect(assignVariant(half, id)).toBe(assignVariant({ ...half }, id));
    }
    // Pinned: a change of hash or ranges would move live visitors between variants.
    expect(experimentBucket('post_discount_pricing', 'visitor-1')).toBe(
      fnv1a32('post_discount_pricing:visitor-1') % 10_000,
    );
  });

  it('splits visitors by the weights (50/50 and 90/10 within 1.5 points)', () => {
    const share = (e: ExperimentDefinition, name: string) =>
      visitors.filter((id) => assignVariant(e, id) === name).length / visitors.length;
    expect(Math.abs(share(half, 'variation_1') - 0.5)).toBeLessThan(0.015);
    const ninety = {
      ...half,
      variants: [
        { name: 'control', weight: 90 },
        { name: 'variation_1', weight: 10 },
      ],
    };
    expect(Math.abs(share(ninety, 'variation_1') - 0.1)).toBeLessThan(0.015);
  });

  it('buckets each experiment on its own, so one split does not repeat another', () => {
    const other = { ...half, key: 'discovery_card_cta_placement' };
    const same = visitors.filter((id) => assignVariant(half, id) === assignVariant(other, id)).length;
    expect(Math.abs(same / visitors.length - 0.5)).toBeLessThan(0.02);
  });

  it('sends everyone to a variant of weight 100 and to control when no weight is positive', () => {
    const all = { ...half, variants: [{ name: 'variation_1', weight: 100 }] };
    expect(visitors.slice(0, 50).every((id) => assignVariant(all, id) === 'variation_1')).toBe(true);
    const none = { ...half, variants: [{ name: 'variation_1', weight: 0 }] };
    expect(assignVariant(none, 'visitor-1')).toBe('control');
  });
});

describe('experimentsFor', () => {
  const plaOnly: ExperimentDefinition = { ...half, key: 'pla_only', audiences: ['pla'] };
  const off: ExperimentDefinition = { ...half, key: 'off', enabled: false };

  it('lists running experiments for the audience only', () => {
    const direct = experimentsFor([half, plaOnly, off], { id: 'visitor-7', audience: 'direct' });
    expect(Object.keys(direct)).toEqual(['post_discount_pricing']);
    const pla = experimentsFor([half, plaOnly, off], { id: 'visitor-7', audience: 'pla' });
    expect(Object.keys(pla)).toEqual(['post_discount_pricing', 'pla_only']);
    expect(runsFor(off, 'direct')).toBe(false);
  });

  it('lets a forced variant win only when the experiment has it', () => {
    const id = visitors.find((v) => assignVariant(half, v) === 'control') as string;
    expect(
      experimentsFor([half], { id, audience: 'direct' }, { post_discount_pricing: 'variation_1' }),
    ).toEqual({
      post_discount_pricing: 'variation_1',
    });
    expect(experimentsFor([half], { id, audience: 'direct' }, { post_discount_pricing: 'nope' })).toEqual({
      post_discount_pricing: 'control',
    });
  });
});
