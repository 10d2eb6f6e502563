import { type ReactNode, useId, useRef } from 'react';

export type AuthTab<K extends string> = { key: K; label: string; panel: ReactNode };

/**
 * Tabs (WAI-ARIA tabs pattern): one tab stop, arrow keys, Home and End move between tabs; each panel is labelled
 * by its tab. Only the chosen panel is rendered, so hidden forms never hold focusable fields.
 */
export function AuthTabs<K extends string>({
  tabs,
  selected,
  onSelect,
  label,
}: {
  tabs: AuthTab<K>[];
  selected: K;
  onSelect: (key: K) => void;
  label: string;
}) {
  const base = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const current = tabs.find((tab) => tab.key === selected) ?? tabs[0];

  function move(from: number, step: number | 'first' | 'last') {
    const index =
      step === 'first' ? 0 : step === 'last' ? tabs.length - 1 : (from + step + tabs.length) % tabs.length;
    const tab = tabs[index];
    if (!tab) return;
    onSelect(tab.key);
    refs.current[tab.key]?.focus();
  }

  return (
    <div className="auth-tabs">
      <div role="tablist" aria-label={label} className="auth-tablist">
        {tabs.map((tab, i) => {
          const active = tab.key === current?.key;
          return (
            <button
              key={tab.key}
              ref={(node) => {
                refs.current[tab.key] = node;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.key}`}
              aria-selected={active}
              // Only the shown panel exists: pointing at a missing one is invalid ARIA.
              aria-controls={active ? `${base}-panel-${tab.key}` : undefined}
              tabIndex={active ? 0 : -1}
              className={`auth-tab${active ? ' is-active' : ''}`}
              onClick={() => onSelect(tab.key)}
              onKeyDown={(event) => {
                const step =
                  event.key === 'ArrowRight'
                    ? 1
                    : event.key === 'ArrowLeft'
                      ? -1
                      : event.key === 'Home'
                        ? 'first'
                        : event.key === 'End'
                          ? 'last'
                          : null;
                if (step === null) return;
                event.preventDefault();
                move(i, step);
              }}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {current ? (
        <div
          role="tabpanel"
          id={`${base}-panel-${current.key}`}
          aria-labelledby={`${base}-tab-${current.key}`}
          className="auth-panel"
        >
          {current.panel}
        </div>
      ) : null}
    </div>
  );
}
