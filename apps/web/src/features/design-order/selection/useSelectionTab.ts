/** The product tab: first chosen from the stored one and whether a common list exists, then the buyer's. */
import { PRO_TAB_TYPE_KEY, TAB_CODES, initialTab, type ProductTab } from '@portal/domain';
import { useEffect, useState } from 'react';
import { useProducts } from '../queries.ts';
import type { SelectionFiltersState } from './useSelectionFilters.ts';

function storedTab(): number | null {
  const v = localStorage.getItem(PRO_TAB_TYPE_KEY);
  return v === null ? null : Number(v);
}

export function useSelectionTab(f: SelectionFiltersState) {
  const common = useProducts({ tab: 'common', page: 1, size: 1 });
  const hasCommon = (common.data?.total ?? 0) > 0;
  const [tab, setTab] = useState<ProductTab | null>(null);
  useEffect(() => {
    if (tab === null && !common.isLoading) {
      setTab(initialTab({ hasCommon, customFilterRemind: false, replaceMode: false, stored: storedTab() }));
    }
  }, [tab, common.isLoading, hasCommon]);

  const onTab = (t: string) => {
    const next = t as ProductTab;
    setTab(next);
    localStorage.setItem(PRO_TAB_TYPE_KEY, String(TAB_CODES[next]));
    f.setPage(1);
    if (next !== 'custom') f.change({ source: '' }, false);
  };

  // While the first choice waits for the common list, 'hik' is shown active: a click on it is the buyer's choice
  // too (antd fires no change for the active tab), so the tab does not jump to 常用产品 under them afterwards.
  const onTabClick = (t: string) => {
    if (tab === null) onTab(t);
  };

  return { current: tab ?? 'hik', hasCommon, onTab, onTabClick };
}
