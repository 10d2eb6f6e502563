import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SearchIcon } from '../../components/common/icons.tsx';
import { track } from '../../lib/analytics.ts';
import { lazyPart } from '../../lib/lazy-part.ts';
import type { SuggestOption } from './suggest-options.tsx';

export const SEARCH_RESULTS_PATH = '/search/results';

export function searchResultsHref(q: string): string {
  return `${SEARCH_RESULTS_PATH}?q=${encodeURIComponent(q.trim())}`;
}

// The suggestions (their request, the list's groups and options) load when the shopper first focuses or types in
// the box, so a page the shopper only reads does not carry them.
const SuggestOptions = lazyPart(() =>
  import('./suggest-options.tsx').then((module) => module.SuggestOptions),
);

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
  const [suggesting, setSuggesting] = useState(false);
  const [options, setOptions] = useState<readonly SuggestOption[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);

  // A new search page (Back, a link) shows its own words in the box.
  useEffect(() => {
    if (location.pathname === SEARCH_RESULTS_PATH)
      setValue(new URLSearchParams(location.search).get('q') ?? '');
    setOpen(false);
    setActive(-1);
  }, [location.pathname, location.search]);

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
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!options.length) return;
        setOpen(true);
        setActive((i) => nextActive(i, event.key === 'ArrowDown' ? 1 : -1, options.length, expanded));
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
            setSuggesting(true);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => {
            setSuggesting(true);
            setOpen(true);
          }}
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
        {suggesting ? (
          <Suspense fallback={null}>
            <SuggestOptions
              value={value}
              active={active}
              optionId={optionId}
              groupId={(group) => `${id}-${group}`}
              onOptions={setOptions}
              onActive={setActive}
              onGo={pick}
            />
          </Suspense>
        ) : null}
      </div>
    </form>
  );
}

/** The option ArrowDown (+1) or ArrowUp (-1) makes active, wrapping; a closed list opens at its first or last. */
function nextActive(current: number, step: 1 | -1, count: number, expanded: boolean): number {
  if (step === 1) return !expanded || current >= count - 1 ? 0 : current + 1;
  return !expanded || current <= 0 ? count - 1 : current - 1;
}
