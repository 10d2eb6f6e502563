import { formatWireDollars } from '@pantry/domain';
import { useEffect, useMemo } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { SUGGEST_MIN_CHARS, useSearchSuggest } from './api.ts';

export const SUGGEST_DEBOUNCE_MS = 150;

export type SuggestOption = {
  key: string;
  group: 'products' | 'brands' | 'categories';
  label: string;
  href: string;
  detail?: string;
  image?: string;
};

const groupLabels: Record<SuggestOption['group'], string> = {
  products: 'Products',
  brands: 'Brands',
  categories: 'Categories',
};

/**
 * The search box's suggestions (search-box.tsx loads this on the shopper's first focus or keystroke): asks for
 * them as the words change, tells the box which options there are (it moves through them with the keys), and
 * draws them, grouped, inside the box's listbox.
 */
export function SuggestOptions({
  value,
  active,
  optionId,
  groupId,
  onOptions,
  onActive,
  onGo,
}: {
  value: string;
  active: number;
  optionId: (index: number) => string;
  groupId: (group: SuggestOption['group']) => string;
  onOptions: (options: readonly SuggestOption[]) => void;
  onActive: (index: number) => void;
  onGo: (href: string) => void;
}) {
  const options = useSuggestOptions(value);
  useEffect(() => onOptions(options), [options, onOptions]);

  const groups = (['products', 'brands', 'categories'] as const)
    .map((group) => ({
      group,
      items: options.map((o, i) => ({ o, i })).filter(({ o }) => o.group === group),
    }))
    .filter((g) => g.items.length > 0);

  return groups.map(({ group, items }) => (
    // biome-ignore lint/a11y/useSemanticElements: a listbox may only hold options and groups of them
    <div key={group} role="group" aria-labelledby={groupId(group)} className="suggest-group">
      <div id={groupId(group)} role="presentation" className="suggest-group-label">
        {groupLabels[group]}
      </div>
      {items.map(({ o, i }) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (aria-activedescendant)
        <div
          key={o.key}
          id={optionId(i)}
          role="option"
          tabIndex={-1}
          aria-selected={i === active}
          className={`suggest-option${i === active ? ' is-active' : ''}`}
          onMouseDown={(event) => event.preventDefault()}
          onMouseMove={() => onActive(i)}
          onClick={() => onGo(o.href)}
        >
          {o.image ? <img src={o.image} alt="" width={32} height={32} loading="lazy" /> : null}
          <span className="suggest-label">{o.label}</span>
          {o.detail ? <span className="suggest-detail">{o.detail}</span> : null}
        </div>
      ))}
    </div>
  ));
}

/** The suggestions for the words typed, asked for once typing pauses, as options in list order. */
function useSuggestOptions(value: string): SuggestOption[] {
  const debounced = useDebouncedValue(value, SUGGEST_DEBOUNCE_MS);
  const enough = value.trim().length >= SUGGEST_MIN_CHARS;
  const { data } = useSearchSuggest(debounced);
  return useMemo<SuggestOption[]>(() => {
    if (!data || !enough) return [];
    return [
      ...data.products.map((p) => ({
        key: `p-${p.id}`,
        group: 'products' as const,
        label: p.title,
        href: `/p/${encodeURIComponent(p.url_key)}`,
        detail: formatWireDollars(p.price),
        image: p.image,
      })),
      ...data.brands.map((b) => ({
        key: `b-${b.url_key}`,
        group: 'brands' as const,
        label: b.name,
        href: `/brand/${encodeURIComponent(b.url_key)}`,
      })),
      ...data.categories.map((c) => ({
        key: `c-${c.url_key}`,
        group: 'categories' as const,
        label: c.name,
        href: `/c/${encodeURIComponent(c.url_key)}`,
      })),
    ];
  }, [data, enough]);
}
