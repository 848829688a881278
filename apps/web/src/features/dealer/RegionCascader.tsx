import { DEALER_MESSAGES, type RegionNode } from '@portal/domain';
import { Cascader } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useCallback, useEffect, useState } from 'react';
import { fetchRegionChildren } from './queries.ts';

export interface RegionOption {
  value: string;
  label: string;
  isLeaf: boolean;
  loading?: boolean;
  children?: RegionOption[];
}

const toOption = (n: RegionNode): RegionOption => ({ value: n.code, label: n.name, isLeaf: !n.hasNext });

function withChildren(list: RegionOption[], path: string[], children: RegionOption[]): RegionOption[] {
  const [head, ...rest] = path;
  return list.map((o) => {
    if (o.value !== head) return o;
    if (rest.length === 0) return { ...o, loading: false, children };
    return { ...o, children: withChildren(o.children ?? [], rest, children) };
  });
}

/** The selected options along a code path (names for the bind payload and the map). */
export function selectedPath(options: RegionOption[], codes: readonly string[]): RegionOption[] {
  const out: RegionOption[] = [];
  let level: RegionOption[] | undefined = options;
  for (const code of codes) {
    const hit: RegionOption | undefined = level?.find((o) => o.value === code);
    if (!hit) break;
    out.push(hit);
    level = hit.children;
  }
  return out;
}

export interface RegionCascaderProps {
  value: string[];
  onChange(codes: string[], path: RegionOption[]): void;
  /** Codes to pre-open (modify mode): their children are loaded up front. */
  initial?: string[] | undefined;
  onOptions?(options: RegionOption[]): void;
}

/** Province → city → area → street, each level loaded when opened (region lookup by parent code). */
export function RegionCascader({ value, onChange, initial, onOptions }: RegionCascaderProps) {
  const { message } = useApp();
  const [options, setOptions] = useState<RegionOption[]>([]);

  useEffect(() => {
    let live = true;
    (async () => {
      try {
        let opts = (await fetchRegionChildren('')).map(toOption);
        const chain = initial ?? [];
        for (let i = 0; i < chain.length; i++) {
          const path = chain.slice(0, i + 1);
          const node = selectedPath(opts, path).at(-1);
          if (!node || node.isLeaf) break;
          opts = withChildren(opts, path, (await fetchRegionChildren(node.value)).map(toOption));
        }
        if (live) setOptions(opts);
      } catch {
        if (live) void message.error(DEALER_MESSAGES.regionLoadFailed);
      }
    })();
    return () => {
      live = false;
    };
  }, [initial, message]);

  useEffect(() => onOptions?.(options), [options, onOptions]);

  const loadData = useCallback(
    async (selected: RegionOption[]) => {
      const target = selected[selected.length - 1];
      if (!target || target.children) return;
      const path = selected.map((o) => o.value);
      setOptions((prev) => markLoading(prev, path));
      try {
        const children = (await fetchRegionChildren(target.value)).map(toOption);
        setOptions((prev) => withChildren(prev, path, children));
      } catch {
        setOptions((prev) => withChildren(prev, path, []));
        void message.error(DEALER_MESSAGES.regionLoadFailed);
      }
    },
    [message],
  );

  return (
    <Cascader<RegionOption>
      options={options}
      value={value}
      loadData={loadData}
      changeOnSelect
      placeholder="请选择省 / 市 / 区县 / 街道"
      style={{ width: '100%' }}
      aria-label="区域"
      onChange={(codes, path) => onChange((codes ?? []).map(String), (path ?? []) as RegionOption[])}
      allowClear
    />
  );
}

function markLoading(list: RegionOption[], path: string[]): RegionOption[] {
  const [head, ...rest] = path;
  return list.map((o) => {
    if (o.value !== head) return o;
    if (rest.length === 0) return { ...o, loading: true };
    return { ...o, children: markLoading(o.children ?? [], rest) };
  });
}
