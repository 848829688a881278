/** The selection filters: sort, status, in stock, source (custom), search and reset; category and attributes. */
import { SortAscendingOutlined, SortDescendingOutlined } from '@ant-design/icons';
import { toggleSort, type ProductTab, type SpuSortField } from '@portal/domain';
import { Button, Cascader, Checkbox, Input, Select, Space } from 'antd';
import { useCategoryTree, useFilterAttrs } from '../../catalogue/index.ts';
import { categoryIdsOf } from './selection-query.ts';
import type { SelectionFiltersState } from './useSelectionFilters.ts';

const SORTS: { field: SpuSortField; label: string }[] = [
  { field: 'listedAt', label: '上架时间' },
  { field: 'sumNo', label: '使用次数' },
  { field: 'price', label: '价格' },
];

export function SelectionRankBar({ tab, state }: { tab: ProductTab; state: SelectionFiltersState }) {
  const { filters: f, change } = state;
  const { sort } = f;
  return (
    <div className="do-rankbar">
      <Space wrap size={12}>
        {tab !== 'common'
          ? SORTS.map((s) => (
              <Button
                key={s.field}
                size="small"
                type={sort.sort === s.field ? 'primary' : 'default'}
                ghost={sort.sort === s.field}
                onClick={() => change({ sort: toggleSort(sort, s.field) })}
              >
                {s.label}
                {sort.sort === s.field ? (
                  sort.order === 'desc' ? (
                    <SortDescendingOutlined />
                  ) : (
                    <SortAscendingOutlined />
                  )
                ) : null}
              </Button>
            ))
          : null}
        <Select
          size="small"
          style={{ width: 110 }}
          value={f.labels}
          aria-label="状态筛选"
          onChange={(v) => change({ labels: v })}
          options={[
            { value: -1, label: '全部状态' },
            { value: 2, label: '热销' },
            { value: 1, label: '新品' },
            { value: 4, label: '推荐' },
          ]}
        />
        <Checkbox checked={f.stockOnly} onChange={(e) => change({ stockOnly: e.target.checked })}>
          仅看有货
        </Checkbox>
        {tab === 'custom' ? (
          <Select
            size="small"
            style={{ width: 120 }}
            value={f.source}
            aria-label="来源筛选"
            onChange={(v) => change({ source: v }, false)}
            options={[
              { value: '', label: '全部来源' },
              { value: 1, label: '进销存系统' },
              { value: 0, label: '私有' },
            ]}
          />
        ) : null}
      </Space>
      <Space>
        <Input.Search
          size="small"
          allowClear
          placeholder="输入产品名称或型号"
          maxLength={50}
          value={state.typed}
          style={{ width: 240 }}
          onChange={(e) => state.setTyped(e.target.value)}
          onSearch={(v) => change({ keyword: v.trim() })}
        />
        <Button size="small" onClick={state.reset}>
          重置
        </Button>
      </Space>
    </div>
  );
}

/** The category cascader and the chosen category's first six filter attributes (not on the common list). */
export function SelectionConditions({ tab, state }: { tab: ProductTab; state: SelectionFiltersState }) {
  const { filters: f } = state;
  const tree = useCategoryTree();
  const attrs = useFilterAttrs(categoryIdsOf(f.categoryPath));
  if (tab === 'common') return null;
  return (
    <div className="do-condition">
      <Cascader
        size="small"
        changeOnSelect
        allowClear
        placeholder="产品分类"
        aria-label="产品分类"
        style={{ width: 220 }}
        value={f.categoryPath}
        fieldNames={{ label: 'catagoryName', value: 'id', children: 'children' }}
        options={tree.data ?? []}
        onChange={(v) => state.change({ categoryPath: (v ?? []) as number[], attrValues: {} })}
      />
      {(attrs.data ?? []).slice(0, 6).map((a) => (
        <Select
          key={a.attrKey}
          size="small"
          mode="multiple"
          allowClear
          maxTagCount={1}
          placeholder={a.attrName}
          aria-label={a.attrName}
          style={{ width: 160 }}
          value={f.attrValues[a.attrKey] ?? []}
          options={a.attrValues.map((v) => ({ value: v, label: v }))}
          onChange={(vals: string[]) => state.setAttr(a.attrKey, vals)}
        />
      ))}
    </div>
  );
}
