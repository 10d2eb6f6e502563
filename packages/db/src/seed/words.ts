import type { Size, SizeUnit } from './vocabulary.ts';

/**
 * Compact notation for the vocabulary files, so word lists read like a shelf label rather than a
 * column of quoted strings.
 */

function split(strings: TemplateStringsArray): string[] {
  return strings
    .join('')
    .split(',')
    .map((word) => word.replace(/\s+/g, ' ').trim());
}

/** words`Creamy, Crunchy, -` → ['Creamy', 'Crunchy', '']: a comma-separated list; '-' is the empty word. */
export function words(strings: TemplateStringsArray): string[] {
  return split(strings).map((word) => (word === '-' ? '' : word));
}

const units: readonly SizeUnit[] = ['fl oz', 'oz', 'lb', 'ct', 'ml', 'L'];

/** sizes`12 oz, 16.9 fl oz` → [[12, 'oz'], [16.9, 'fl oz']]. */
export function sizes(strings: TemplateStringsArray): Size[] {
  return split(strings).map((text) => {
    const match = /^(\d+(?:\.\d+)?) (.+)$/.exec(text);
    const unit = units.find((u) => u === match?.[2]);
    if (!match || !unit) throw new Error(`bad size "${text}"`);
    return [Number(match[1]), unit] as const;
  });
}
