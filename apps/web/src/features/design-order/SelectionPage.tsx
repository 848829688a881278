/** Screen B: product selection from the common list, the brand catalogue, private products and software. */
import { CopyOutlined, SortAscendingOutlined, SortDescendingOutlined } from '@ant-design/icons';
import { pager } from '../../components/pagination.ts';
import {
  LINE_MESSAGES,
  PRO_TAB_TYPE_KEY,
  TAB_CODES,
  badgeText,
  canAddSoftware,
  customProductActions,
  formatAttributesStr,
  commitQuantity,
  initialTab,
  priceLabel,
  selectionQuantityRule,
  stockLabel,
  stockStatusParam,
  toggleSort,
  visibleTabs,
  type DesignLine,
  type ProductTab,
  type SortState,
  type SpuListItem,
  type SpuSortField,
} from '@portal/domain';
import {
  App,
  Badge,
  Button,
  Cascader,
  Checkbox,
  Input,
  InputNumber,
  Popconfirm,
  Select,
  Space,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PrivateDetailModal } from '../private-product/PrivateDetailModal.tsx';
import { PrivateProductDialog } from '../private-product/PrivateProductDialog.tsx';
import { PrivateToolbar } from '../private-product/PrivateToolbar.tsx';
import { useDeletePrivate } from '../private-product/queries.ts';
import { useCategoryTree, useFilterAttrs } from '../product/queries.ts';
import { DesignListDrawer } from './components/DesignListDrawer.tsx';
import { LineImage } from './components/cells.tsx';
import { ShopChoice } from './components/ShopChoice.tsx';
import { SoftwareParams } from './components/SoftwareSpec.tsx';
import { newLineInput } from './line-edit.ts';
import {
  useDesignPermissions,
  useFillSoftware,
  useProducts,
  useStockTotals,
  useTabCount,
  useUpdateList,
  type ProductQuery,
} from './queries.ts';
import { useListEditor } from './useListEditor.ts';
import './design-order.css';

const TAB_LABELS: Record<ProductTab, string> = {
  common: '常用产品',
  hik: '品牌产品',
  custom: '自定义产品',
  software: '软件服务',
};
const SORTS: { field: SpuSortField; label: string }[] = [
  { field: 'listedAt', label: '上架时间' },
  { field: 'sumNo', label: '使用次数' },
  { field: 'price', label: '价格' },
];

function storedTab(): number | null {
  const v = localStorage.getItem(PRO_TAB_TYPE_KEY);
  return v === null ? null : Number(v);
}

/** A short flying dot from the clicked button to the list badge. */
function flyToBadge(from: HTMLElement | null) {
  const badge = document.querySelector('.do-list-fab');
  if (!from || !badge || typeof from.animate !== 'function') return;
  const a = from.getBoundingClientRect();
  const b = badge.getBoundingClientRect();
  const dot = document.createElement('span');
  dot.className = 'do-fly-dot';
  dot.style.left = `${a.left + a.width / 2}px`;
  dot.style.top = `${a.top + a.height / 2}px`;
  document.body.appendChild(dot);
  const dx = b.left + b.width / 2 - (a.left + a.width / 2);
  const dy = b.top + b.height / 2 - (a.top + a.height / 2);
  dot
    .animate(
      [{ transform: 'translate(0,0) scale(1)' }, { transform: `translate(${dx}px, ${dy}px) scale(0.4)`, opacity: 0.3 }],
      {
        duration: 600,
        easing: 'cubic-bezier(.5,-0.3,.8,.6)',
      },
    )
    .finished.finally(() => dot.remove());
}

export default function SelectionPage() {
  const [params] = useSearchParams();
  const joinOrderId = Number(params.get('id')) || null;
  const editor = useListEditor();
  const [drawer, setDrawer] = useState(false);
  const { message } = App.useApp();
  const save = useUpdateList();
  const perms = useDesignPermissions();
  const fillSoftware = useFillSoftware();

  const common = useProducts({ tab: 'common', page: 1, size: 1 });
  const hasCommon = (common.data?.total ?? 0) > 0;
  const [tab, setTab] = useState<ProductTab | null>(null);
  useEffect(() => {
    if (tab === null && !common.isLoading) {
      setTab(initialTab({ hasCommon, customFilterRemind: false, replaceMode: false, stored: storedTab() }));
    }
  }, [tab, common.isLoading, hasCommon]);
  const current = tab ?? 'hik';

  const [keyword, setKeyword] = useState(params.get('keyword') ?? '');
  const [typed, setTyped] = useState(keyword);
  const [sort, setSort] = useState<SortState>({ sort: undefined, order: undefined });
  const [labels, setLabels] = useState(-1);
  const [stockOnly, setStockOnly] = useState(false);
  const [source, setSource] = useState<number | ''>('');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const [categoryPath, setCategoryPath] = useState<number[]>([]);
  const [attrValues, setAttrValues] = useState<Record<string, string[]>>({});
  const categoryIds = categoryPath.length ? String(categoryPath[categoryPath.length - 1]) : '';
  const tree = useCategoryTree();
  const attrs = useFilterAttrs(categoryIds);
  const attributesStr =
    formatAttributesStr(Object.entries(attrValues).map(([attr, values]) => ({ attr, values }))) || undefined;
  const filtered = !!keyword || labels !== -1 || stockOnly || source !== '' || !!categoryIds || !!attributesStr;

  const query: ProductQuery = {
    tab: current,
    keyword: keyword || undefined,
    sort: current === 'common' ? undefined : sort.sort,
    order: current === 'common' ? undefined : sort.order,
    labels,
    b2bStockStatus: stockStatusParam(stockOnly),
    customSpuSource: source,
    categoryIds: current === 'common' ? undefined : categoryIds || undefined,
    attributesStr: current === 'common' ? undefined : attributesStr,
    page,
    size,
  };
  const products = useProducts(query);
  // The private range shows stock per model (part 2 §4, §6).
  const showStock = current === 'custom' && perms.privateStock;
  const stock = useStockTotals(
    (products.data?.list ?? []).flatMap((s) => s.skus.map((k) => k.skuNo)),
    showStock,
  ).data;
  const counts: Record<ProductTab, number | undefined> = {
    common: useTabCount('common', keyword || undefined, filtered),
    hik: useTabCount('hik', keyword || undefined, filtered),
    custom: useTabCount('custom', keyword || undefined, filtered),
    software: useTabCount('software', keyword || undefined, filtered),
  };

  const bySku = useMemo(() => new Map(editor.lines.map((l) => [l.skuNo, l])), [editor.lines]);
  const [model, setModel] = useState<Record<string, string>>({});
  const [qtyDraft, setQtyDraft] = useState<Record<string, number>>({});
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const [privSelected, setPrivSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<string | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const delPrivate = useDeletePrivate();

  const reset = () => {
    setKeyword('');
    setTyped('');
    setSort({ sort: undefined, order: undefined });
    setLabels(-1);
    setStockOnly(false);
    setSource('');
    setCategoryPath([]);
    setAttrValues({});
    setPage(1);
  };

  const setQuantity = (spu: SpuListItem, skuNo: string, value: number | null, el?: HTMLElement | null) => {
    const sku = spu.skus.find((k) => k.skuNo === skuNo);
    if (!sku) return;
    const existing: DesignLine | undefined = bySku.get(skuNo);
    const { quantity, message: warn } = commitQuantity(
      value,
      selectionQuantityRule({ skuType: spu.skuType, priceFen: sku.price }),
      0,
    );
    if (warn) message.warning(warn);
    if (!existing && quantity > 0 && spu.skuType === 2) {
      const check = canAddSoftware(
        editor.lines.map((l) => ({
          skuNo: l.skuNo,
          spuNo: l.spuNo,
          skuType: l.skuType,
          priceFen: l.price,
          categoryId: l.categoryId,
        })),
        { skuNo, spuNo: spu.spuNo, skuType: 2, priceFen: sku.price, categoryId: spu.secondCategoryId },
      );
      if (!check.ok) {
        message.warning({ content: check.message, duration: 2 });
        return;
      }
    }
    if (!existing && quantity > 0) flyToBadge(el ?? null);
    setQtyDraft((d) => ({ ...d, [skuNo]: quantity }));
    const prev = timers.current.get(skuNo);
    if (prev) clearTimeout(prev);
    timers.current.set(
      skuNo,
      setTimeout(() => {
        timers.current.delete(skuNo);
        const line = existing
          ? {
              ...newLineInput(
                { spuNo: spu.spuNo, skuNo, price: sku.price, skuType: spu.skuType },
                quantity,
                existing.rate,
              ),
              id: existing.id,
            }
          : newLineInput({ spuNo: spu.spuNo, skuNo, price: sku.price, skuType: spu.skuType }, quantity);
        if (!existing && quantity === 0) return;
        void save
          .mutateAsync([line])
          .catch(() => undefined)
          .finally(() =>
            setQtyDraft((d) => {
              const n = { ...d };
              delete n[skuNo];
              return n;
            }),
          );
      }, 300),
    );
  };

  const onTab = (t: string) => {
    const next = t as ProductTab;
    setTab(next);
    localStorage.setItem(PRO_TAB_TYPE_KEY, String(TAB_CODES[next]));
    setPage(1);
    if (next !== 'custom') setSource('');
  };

  const tabs = visibleTabs(hasCommon, false).map((t) => ({
    key: t,
    label: (
      <span>
        {TAB_LABELS[t]}
        {filtered && counts[t] !== undefined ? <span className="do-tab-count">({counts[t]})</span> : null}
      </span>
    ),
  }));

  return (
    <div className="do-page">
      <div className="do-page-head">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {joinOrderId ? '添加产品到设计单' : '产品选型'}
        </Typography.Title>
        <ShopChoice />
      </div>
      <Tabs activeKey={current} items={tabs} onChange={onTab} />
      <div className="do-rankbar">
        <Space wrap size={12}>
          {current !== 'common'
            ? SORTS.map((s) => (
                <Button
                  key={s.field}
                  size="small"
                  type={sort.sort === s.field ? 'primary' : 'default'}
                  ghost={sort.sort === s.field}
                  onClick={() => {
                    setSort(toggleSort(sort, s.field));
                    setPage(1);
                  }}
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
            value={labels}
            aria-label="状态筛选"
            onChange={(v) => {
              setLabels(v);
              setPage(1);
            }}
            options={[
              { value: -1, label: '全部状态' },
              { value: 2, label: '热销' },
              { value: 1, label: '新品' },
              { value: 4, label: '推荐' },
            ]}
          />
          <Checkbox
            checked={stockOnly}
            onChange={(e) => {
              setStockOnly(e.target.checked);
              setPage(1);
            }}
          >
            仅看有货
          </Checkbox>
          {current === 'custom' ? (
            <Select
              size="small"
              style={{ width: 120 }}
              value={source}
              aria-label="来源筛选"
              onChange={(v) => setSource(v)}
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
            value={typed}
            style={{ width: 240 }}
            onChange={(e) => setTyped(e.target.value)}
            onSearch={(v) => {
              setKeyword(v.trim());
              setPage(1);
            }}
          />
          <Button size="small" onClick={reset}>
            重置
          </Button>
        </Space>
      </div>

      {current !== 'common' ? (
        <div className="do-condition">
          <Cascader
            size="small"
            changeOnSelect
            allowClear
            placeholder="产品分类"
            aria-label="产品分类"
            style={{ width: 220 }}
            value={categoryPath}
            fieldNames={{ label: 'catagoryName', value: 'id', children: 'children' }}
            options={tree.data ?? []}
            onChange={(v) => {
              setCategoryPath((v ?? []) as number[]);
              setAttrValues({});
              setPage(1);
            }}
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
              value={attrValues[a.attrKey] ?? []}
              options={a.attrValues.map((v) => ({ value: v, label: v }))}
              onChange={(vals: string[]) => {
                setAttrValues((m) => {
                  const next = { ...m };
                  if (vals.length) next[a.attrKey] = vals;
                  else delete next[a.attrKey];
                  return next;
                });
                setPage(1);
              }}
            />
          ))}
        </div>
      ) : null}
      {current === 'software' ? (
        <div className="do-private-bar">
          <Space>
            <Button
              type="primary"
              ghost
              loading={fillSoftware.isPending}
              onClick={() =>
                void fillSoftware
                  .mutateAsync()
                  .then(({ added }) =>
                    added.length
                      ? message.success(LINE_MESSAGES.softwareAdded(added))
                      : message.info(LINE_MESSAGES.softwareComplete),
                  )
              }
            >
              一键添加软件服务
            </Button>
            <span className="do-muted">
              为清单中尚未包含的每个软件类别各添加一项；同一类别只能选择一个产品，免费产品限 1 个。
            </span>
          </Space>
        </div>
      ) : null}
      {current === 'custom' ? (
        <div className="do-private-bar">
          <PrivateToolbar selected={privSelected} onDeleted={() => setPrivSelected([])} />
        </div>
      ) : null}
      <Table<SpuListItem>
        rowKey="spuNo"
        size="middle"
        rowSelection={
          current === 'custom' && perms.managePrivate
            ? {
                selectedRowKeys: privSelected,
                onChange: (k) => setPrivSelected(k.map(String)),
                getCheckboxProps: (s) => ({ disabled: s.source !== 0 }),
              }
            : undefined
        }
        loading={products.isFetching && !products.data}
        dataSource={products.data?.list ?? []}
        locale={{ emptyText: '暂无产品' }}
        pagination={pager(
          page,
          size,
          products.data?.total ?? 0,
          (p, s) => {
            setPage(p);
            setSize(s);
          },
          { showQuickJumper: true },
        )}
        columns={[
          {
            title: '产品名称',
            key: 'name',
            width: 280,
            render: (_, s) => (
              <Space align="start">
                <LineImage src={s.picUrl} alt={s.spuName} />
                <div>
                  {s.skuType === 1 || s.source === 0 ? (
                    customProductActions(s, perms).detail ? (
                      <a onClick={() => setViewing(s.spuNo)} role="button">
                        {s.spuName}
                      </a>
                    ) : (
                      <span>{s.spuName}</span>
                    )
                  ) : (
                    <a href={`/product/detail?id=${encodeURIComponent(s.spuNo)}`} target="_blank" rel="noreferrer">
                      {s.spuName}
                    </a>
                  )}
                  {s.brandName ? (
                    <div>
                      <Tag>{s.brandName}</Tag>
                    </div>
                  ) : null}
                </div>
              </Space>
            ),
          },
          {
            title: '型号',
            key: 'model',
            width: 240,
            render: (_, s) => {
              const skuNo = model[s.spuNo] ?? s.skus[0]?.skuNo;
              const sku = s.skus.find((k) => k.skuNo === skuNo);
              if (s.skus.length > 1) {
                return (
                  <Space direction="vertical" size={2}>
                    <Select
                      size="small"
                      style={{ width: 220 }}
                      aria-label="选择型号"
                      value={skuNo}
                      onChange={(v) => setModel((m) => ({ ...m, [s.spuNo]: v }))}
                      options={s.skus.map((k) => ({
                        value: k.skuNo,
                        label:
                          showStock && s.source === 1
                            ? `${k.model}（库存 ${stockLabel(1, stock?.[k.skuNo])}）`
                            : k.model,
                        disabled: k.status !== 0,
                      }))}
                    />
                    <Tag color="blue">{badgeText(s.skus.length)}个型号</Tag>
                  </Space>
                );
              }
              return (
                <Typography.Text
                  copyable={sku ? { text: sku.model, icon: <CopyOutlined />, tooltips: ['复制', '已复制'] } : false}
                >
                  {sku?.model ?? '-'}
                </Typography.Text>
              );
            },
          },
          {
            title: '产品分类',
            key: 'cat',
            width: 150,
            render: (_, s) => [s.firstCatagoryName, s.secondCatagoryName].filter(Boolean).join(' > ') || '-',
          },
          {
            title: '原价(元)',
            key: 'price',
            width: 100,
            render: (_, s) => {
              const sku = s.skus.find((k) => k.skuNo === (model[s.spuNo] ?? s.skus[0]?.skuNo));
              const label = priceLabel(sku?.price ?? null, s.skuType);
              return sku?.price === null || label === '免费' ? label : `¥${label}`;
            },
          },
          ...(showStock
            ? [
                {
                  title: '库存',
                  key: 'stock',
                  width: 80,
                  render: (_: unknown, s: SpuListItem) => {
                    const skuNo = model[s.spuNo] ?? s.skus[0]?.skuNo ?? '';
                    return <span data-testid="model-stock">{stockLabel(s.source, stock?.[skuNo])}</span>;
                  },
                },
              ]
            : []),
          {
            title: s0(current),
            key: 'params',
            render: (_, s) =>
              s.skuType === 2 ? (
                <SoftwareParams spu={s} skuNo={model[s.spuNo] ?? s.skus[0]?.skuNo ?? ''} />
              ) : (
                <Typography.Paragraph
                  ellipsis={{ rows: 2, tooltip: s.spuDesc }}
                  style={{ margin: 0, maxWidth: 260 }}
                  className="do-muted"
                >
                  {s.spuDesc || '-'}
                </Typography.Paragraph>
              ),
          },
          {
            title: '数量',
            key: 'qty',
            width: 150,
            render: (_, s) => {
              const skuNo = model[s.spuNo] ?? s.skus[0]?.skuNo ?? '';
              const sku = s.skus.find((k) => k.skuNo === skuNo);
              if (!sku) return null;
              const q = qtyDraft[skuNo] ?? bySku.get(skuNo)?.quantity ?? 0;
              const rule = selectionQuantityRule({ skuType: s.skuType, priceFen: sku.price });
              if (sku.status !== 0) return <span className="do-muted">已下架</span>;
              if (q === 0) {
                return (
                  <Button size="small" type="primary" ghost onClick={(e) => setQuantity(s, skuNo, 1, e.currentTarget)}>
                    加入配单
                  </Button>
                );
              }
              return (
                <InputNumber
                  size="small"
                  aria-label="选择数量"
                  min={rule.min}
                  max={rule.max}
                  precision={0}
                  value={q}
                  onChange={(v) => setQuantity(s, skuNo, v ?? 0)}
                  // The stepper keeps the value within max by itself; what was typed past it (a free software
                  // product's 2) answers the rule's message before the stepper brings it back.
                  onBlur={(e) => {
                    const typed = commitQuantity(e.target.value, rule, 0);
                    if (typed.message) message.warning(typed.message);
                  }}
                />
              );
            },
          },
          ...(current === 'custom' && perms.managePrivate
            ? [
                {
                  title: '操作',
                  key: 'act',
                  width: 110,
                  render: (_: unknown, s: SpuListItem) => {
                    const act = customProductActions(s, perms);
                    return act.edit || act.del ? (
                      <Space size={0}>
                        {act.edit ? (
                          <Button type="link" size="small" onClick={() => setEditing(s.spuNo)}>
                            编辑
                          </Button>
                        ) : null}
                        {act.del ? (
                          <Popconfirm
                            title="请确认是否删除该产品"
                            okText="删除"
                            cancelText="取消"
                            onConfirm={() => delPrivate.mutateAsync([s.spuNo]).then(() => message.success('删除成功'))}
                          >
                            <Button type="link" size="small" danger>
                              删除
                            </Button>
                          </Popconfirm>
                        ) : null}
                      </Space>
                    ) : null;
                  },
                },
              ]
            : []),
        ]}
      />
      <PrivateProductDialog kind={editing ? 'selfCustomEdit' : null} spuNo={editing} onClose={() => setEditing(null)} />
      <PrivateDetailModal spuNo={viewing} onClose={() => setViewing(null)} />

      <Badge count={badgeText(editor.lines.length)} offset={[-6, 6]} className="do-list-fab-wrap">
        <Button type="primary" size="large" className="do-list-fab" onClick={() => setDrawer(true)}>
          配单清单
        </Button>
      </Badge>
      <DesignListDrawer
        open={drawer}
        onClose={() => setDrawer(false)}
        editor={editor}
        joinOrderId={joinOrderId}
        onAddProduct={() => setDrawer(false)}
        pricing="selection"
      />
    </div>
  );
}

function s0(tab: ProductTab): string {
  return tab === 'software' ? '功能描述 / 技术规格' : '参数';
}
