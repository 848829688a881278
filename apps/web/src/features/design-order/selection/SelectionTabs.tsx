/**
 * The product tabs of the selection screen: a plain WAI-ARIA tab list (role tablist / tab, aria-selected, one tab
 * in the tab order, arrow keys, Home and End move between tabs) drawn as antd's line tabs were — the page's only
 * tabs, so antd's Tabs (≈ 11 KB compressed and a script request) left the first screen (issue 22).
 */
import type { KeyboardEvent, ReactNode } from 'react';

export interface SelectionTabItem {
  key: string;
  label: ReactNode;
}

export function SelectionTabs({
  items,
  activeKey,
  onChange,
  onTabClick,
}: {
  items: SelectionTabItem[];
  activeKey: string;
  /** A tab other than the active one was chosen. */
  onChange: (key: string) => void;
  /** Any tab was clicked, the active one too. */
  onTabClick: (key: string) => void;
}) {
  const choose = (key: string) => {
    onTabClick(key);
    if (key !== activeKey) onChange(key);
  };
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const i = items.findIndex((t) => t.key === activeKey);
    const to =
      e.key === 'ArrowRight'
        ? i + 1
        : e.key === 'ArrowLeft'
          ? i - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? -1
              : null;
    if (to === null || !items.length) return;
    e.preventDefault();
    const next = items[(to + items.length) % items.length]!;
    choose(next.key);
    e.currentTarget.querySelector<HTMLElement>(`[data-tab-key="${next.key}"]`)?.focus();
  };
  return (
    <div className="do-tabs" role="tablist" onKeyDown={onKey}>
      {items.map((t) => {
        const active = t.key === activeKey;
        return (
          <button
            key={t.key}
            type="button"
            role="tab"
            data-tab-key={t.key}
            aria-selected={active}
            tabIndex={active ? 0 : -1}
            className={`do-tab${active ? ' do-tab-active' : ''}`}
            onClick={() => choose(t.key)}
          >
            {t.label}
          </button>
        );
      })}
    </div>
  );
}
