import { formatWireDollars } from '@pantry/domain';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SearchIcon } from '../../components/common/icons.tsx';
import { track } from '../../lib/analytics.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { SUGGEST_MIN_CHARS, useSearchSuggest } from './api.ts';

export const SUGGEST_DEBOUNCE_MS = 150;
export const SEARCH_RESULTS_PATH = '/search/results';

type Option = {
  key: string;
  group: 'products' | 'brands' | 'categories';
  label: string;
  href: string;
  detail?: string;
  image?: string;
};

const groupLabels: Record<Option['group'], string> = {
  products: 'Products',
  brands: 'Brands',
  categories: 'Categories',
};

export function searchResultsHref(q: string): string {
  return `${SEARCH_RESULTS_PATH}?q=${encodeURIComponent(q.trim())}`;
}

/**
 * The header search: a combobox with a listbox of suggestions (products, brands, categories) that updates
 * as the shopper types. ArrowUp/ArrowDown move through them, Enter opens the active one or searches, Escape
 * closes the list. Without JavaScript it is a plain GET form to /search/results.
 */
export function SearchBox() {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const location = useLocation();
  const navigate = useNavigate();
  const initial =
    location.pathname === SEARCH_RESULTS_PATH ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const [value, setValue] = useState(initial);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);

  // A new search page (Back, a link) shows its own words in the box.
  useEffect(() => {
    if (location.pathname === SEARCH_RESULTS_PATH)
      setValue(new URLSearchParams(location.search).get('q') ?? '');
    setOpen(false);
    setActive(-1);
  }, [location.pathname, location.search]);

  const debounced = useDebouncedValue(value, SUGGEST_DEBOUNCE_MS);
  const enough = value.trim().length >= SUGGEST_MIN_CHARS;
  const { data } = useSearchSuggest(debounced);

  const options = useMemo<Option[]>(() => {
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

  const expanded = open && options.length > 0;
  const optionId = (i: number) => `${id}-option-${i}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const go = (href: string) => {
    close();
    inputRef.current?.blur();
    navigate(href);
  };

  // A suggestion picked is the spec's result type 'autocomplete'; the words submitted are 'direct' (the results).
  const pick = (href: string) => {
    track('Search Performed', { query: value, result_type: 'autocomplete' });
    go(href);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown': {
        event.preventDefault();
        if (!options.length) return;
        setOpen(true);
        setActive((i) => (!expanded || i >= options.length - 1 ? 0 : i + 1));
        return;
      }
      case 'ArrowUp': {
        event.preventDefault();
        if (!options.length) return;
        setOpen(true);
        setActive((i) => (!expanded || i <= 0 ? options.length - 1 : i - 1));
        return;
      }
      case 'Enter': {
        const option = expanded && active >= 0 ? options[active] : undefined;
        if (option) {
          event.preventDefault();
          pick(option.href);
        }
        // Otherwise the form submits the words typed.
        return;
      }
      case 'Escape': {
        if (expanded) {
          event.preventDefault();
          close();
        } else if (value) {
          event.preventDefault();
          setValue('');
        }
        return;
      }
      case 'Tab':
        close();
        return;
    }
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = value.trim();
    if (!q) {
      inputRef.current?.focus();
      return;
    }
    go(searchResultsHref(q));
  };

  const groups = (['products', 'brands', 'categories'] as const)
    .map((group) => ({
      group,
      items: options.map((o, i) => ({ o, i })).filter(({ o }) => o.group === group),
    }))
    .filter((g) => g.items.length > 0);

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not a landmark in browsers older than 2023
    <form className="search" role="search" action={SEARCH_RESULTS_PATH} method="get" onSubmit={onSubmit}>
      <label htmlFor={`${id}-input`} className="sr-only">
        Search products, brands and categories
      </label>
      <div className="search-field">
        <input
          ref={inputRef}
          id={`${id}-input`}
          className="search-input"
          type="search"
          name="q"
          placeholder="Search groceries, brands, diets…"
          autoComplete="off"
          spellCheck={false}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="search-submit">
          <SearchIcon />
          <span className="sr-only">Search</span>
        </button>
      </div>
      <div
        id={listboxId}
        role="listbox"
        aria-label="Search suggestions"
        className="search-suggest"
        hidden={!expanded}
      >
        {groups.map(({ group, items }) => (
          // biome-ignore lint/a11y/useSemanticElements: a listbox may only hold options and groups of them
          <div key={group} role="group" aria-labelledby={`${id}-${group}`} className="suggest-group">
            <div id={`${id}-${group}`} role="presentation" className="suggest-group-label">
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
                onMouseMove={() => setActive(i)}
                onClick={() => pick(o.href)}
              >
                {o.image ? <img src={o.image} alt="" width={32} height={32} loading="lazy" /> : null}
                <span className="suggest-label">{o.label}</span>
                {o.detail ? <span className="suggest-detail">{o.detail}</span> : null}
              </div>
            ))}
          </div>
        ))}
      </div>
    </form>
  );
}
