import { useId, useRef, useState } from 'react';

export type Tab = { id: string; label: string; content: React.ReactNode };

/**
 * Accessible tabs (WAI-ARIA tabs pattern, automatic activation): ArrowLeft/ArrowRight move between tabs,
 * Home/End jump to the ends, only the selected tab is in the Tab order.
 */
export function Tabs({ tabs, label }: { tabs: Tab[]; label: string }) {
  const base = useId();
  const [selected, setSelected] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setSelected(next);
    refs.current[next]?.focus();
  };

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tab-list">
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={i === selected}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={i === selected ? 0 : -1}
            className="tab"
            onClick={() => setSelected(i)}
            onKeyDown={(event) => {
              const moves: Record<string, number> = {
                ArrowRight: i + 1,
                ArrowLeft: i - 1,
                Home: 0,
                End: tabs.length - 1,
              };
              const to = moves[event.key];
              if (to === undefined) return;
              event.preventDefault();
              select(to);
            }}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern makes a panel focusable so its text can be reached
          tabIndex={0}
          hidden={i !== selected}
          className="tab-panel"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
