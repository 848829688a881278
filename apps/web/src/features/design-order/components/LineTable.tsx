/**
 * The lines table of Screen A (and of the order edit page): selection, drag handle, pricing cells, actions.
 * A plain table of memoised rows: a keystroke in one line re-renders that row and the totals, not the other
 * 499 (an antd Table re-renders every row; 500 lines took over a second per change).
 */
import { HolderOutlined } from '@ant-design/icons';
import { formatFen, LINE_MESSAGES, type DesignLine } from '@portal/domain';
import { Button, Checkbox, Popconfirm, Spin, Tag } from 'antd';
import { memo, useMemo, useRef, type ReactNode } from 'react';
import type { PricingMode } from '../line-edit.ts';
import { LineOriginTags } from './LineOrigin.tsx';
import { AmountCell, LineImage, PriceText, QuantityCell, RateCell, RatePriceCell } from './cells.tsx';

export interface LineTableProps {
  lines: DesignLine[];
  loading?: boolean;
  selected?: Set<number>;
  onSelect?: (ids: Set<number>) => void;
  onChange: (line: DesignLine) => void;
  onMove?: (from: number, to: number) => void;
  onRemove: (line: DesignLine) => void;
  onReplace?: (line: DesignLine) => void;
  onAccessories?: (line: DesignLine) => void;
  readOnly?: boolean;
  /** The pricing inputs' caps: the list's (default) or the selection flow's (the selection screen's drawer). */
  pricing?: PricingMode;
}

/** Stable callbacks for the rows (they read the latest props through a ref). */
interface RowConfig {
  selectable: boolean;
  draggable: boolean;
  readOnly: boolean;
  mode: PricingMode;
  replace: boolean;
  accessories: boolean;
  change(line: DesignLine): void;
  toggle(id: number, on: boolean): void;
  remove(line: DesignLine): void;
  replaceLine(line: DesignLine): void;
  accessoriesOf(line: DesignLine): void;
  dragStart(index: number): void;
  drop(index: number): void;
}

const HEADERS: { key: string; title: string; width: number; when?: (c: RowConfig) => boolean }[] = [
  { key: 'drag', title: '', width: 32, when: (c) => c.draggable },
  { key: 'name', title: '产品名称', width: 190 },
  { key: 'img', title: '图片', width: 72 },
  { key: 'model', title: '型号', width: 140 },
  { key: 'cat', title: '产品分类', width: 120 },
  { key: 'price', title: '客户价(元)', width: 96 },
  { key: 'ratePrice', title: '折后价(元)', width: 108 },
  { key: 'rate', title: '折扣率', width: 108 },
  { key: 'qty', title: '数量', width: 84 },
  { key: 'amount', title: '金额(元)', width: 100 },
  { key: 'actions', title: '操作', width: 72, when: (c) => !c.readOnly },
];

const LineRow = memo(function LineRow({
  line: l,
  index,
  checked,
  cfg,
}: {
  line: DesignLine;
  index: number;
  checked: boolean;
  cfg: RowConfig;
}) {
  const cells: Record<string, ReactNode> = {
    drag: (
      <span
        className="do-drag-handle"
        draggable
        aria-label="拖动排序"
        onDragStart={(e) => {
          e.dataTransfer.effectAllowed = 'move';
          e.dataTransfer.setData('text/plain', String(index));
          cfg.dragStart(index);
        }}
      >
        <HolderOutlined />
      </span>
    ),
    name: (
      <div className="do-name">
        {l.brandName ? <Tag color={l.skuType === 0 ? 'red' : 'blue'}>{l.brandName}</Tag> : null}
        {l.isUserDefined || l.skuStatus !== 0 ? (
          <span>{l.productName}</span>
        ) : (
          <a href={`/product/detail?id=${encodeURIComponent(l.spuNo)}`} target="_blank" rel="noreferrer">
            {l.productName}
          </a>
        )}
        {l.origin ? <LineOriginTags origin={l.origin} /> : null}
      </div>
    ),
    img: <LineImage src={l.productImage} alt={l.productName} deactivated={l.skuStatus === 1} />,
    model: l.productModel,
    cat: l.productCategory || '-',
    price: <PriceText price={l.price} skuType={l.skuType} />,
    ratePrice: cfg.readOnly ? formatFen(l.ratePrice) : <RatePriceCell line={l} onChange={cfg.change} mode={cfg.mode} />,
    rate: cfg.readOnly ? `${formatFen(l.rate)}%` : <RateCell line={l} onChange={cfg.change} mode={cfg.mode} />,
    qty: cfg.readOnly ? l.quantity : <QuantityCell line={l} onChange={cfg.change} />,
    amount: <AmountCell amount={l.amount} />,
    actions: (
      <div className="do-actions">
        {l.skuType === 0 && cfg.replace ? (
          <Button type="link" size="small" onClick={() => cfg.replaceLine(l)}>
            替换
          </Button>
        ) : null}
        {l.skuType === 0 && l.hasAccessory && cfg.accessories ? (
          <Button type="link" size="small" onClick={() => cfg.accessoriesOf(l)}>
            配件
          </Button>
        ) : null}
        <Popconfirm title={LINE_MESSAGES.deleteConfirm} okText="删除" cancelText="取消" onConfirm={() => cfg.remove(l)}>
          <Button type="link" size="small" danger>
            删除
          </Button>
        </Popconfirm>
      </div>
    ),
  };
  return (
    <tr
      className={`do-row${checked ? ' do-row-checked' : ''}`}
      data-sku={l.skuNo}
      onDragOver={
        cfg.draggable
          ? (e) => {
              e.preventDefault();
              e.currentTarget.classList.add('do-drag-over');
            }
          : undefined
      }
      onDragLeave={cfg.draggable ? (e) => e.currentTarget.classList.remove('do-drag-over') : undefined}
      onDrop={
        cfg.draggable
          ? (e) => {
              e.preventDefault();
              e.currentTarget.classList.remove('do-drag-over');
              cfg.drop(index);
            }
          : undefined
      }
    >
      {cfg.selectable ? (
        <td className="do-cell-check">
          <Checkbox checked={checked} onChange={(e) => cfg.toggle(l.id, e.target.checked)} aria-label="选择" />
        </td>
      ) : null}
      {HEADERS.filter((h) => !h.when || h.when(cfg)).map((h) => (
        <td key={h.key} className={`do-cell-${h.key}`}>
          {cells[h.key]}
        </td>
      ))}
    </tr>
  );
});

export function LineTable(p: LineTableProps) {
  const latest = useRef(p);
  latest.current = p;
  const dragFrom = useRef<number | null>(null);
  const selectable = !!p.onSelect;
  const draggable = !!p.onMove;
  const readOnly = !!p.readOnly;
  const mode = p.pricing ?? 'list';
  const replace = !!p.onReplace;
  const accessories = !!p.onAccessories;

  const cfg = useMemo<RowConfig>(
    () => ({
      selectable,
      draggable,
      readOnly,
      mode,
      replace,
      accessories,
      change: (l) => latest.current.onChange(l),
      toggle: (id, on) => {
        const next = new Set(latest.current.selected ?? []);
        if (on) next.add(id);
        else next.delete(id);
        latest.current.onSelect?.(next);
      },
      remove: (l) => latest.current.onRemove(l),
      replaceLine: (l) => latest.current.onReplace?.(l),
      accessoriesOf: (l) => latest.current.onAccessories?.(l),
      dragStart: (i) => (dragFrom.current = i),
      drop: (i) => {
        if (dragFrom.current !== null && dragFrom.current !== i) latest.current.onMove?.(dragFrom.current, i);
        dragFrom.current = null;
      },
    }),
    [selectable, draggable, readOnly, mode, replace, accessories],
  );

  const headers = HEADERS.filter((h) => !h.when || h.when(cfg));
  const selected = p.selected ?? new Set<number>();
  const all = p.lines.length > 0 && p.lines.every((l) => selected.has(l.id));
  const some = !all && p.lines.some((l) => selected.has(l.id));

  return (
    <Spin spinning={!!p.loading}>
      <div className="do-table-wrap">
        <table className="do-line-table">
          <colgroup>
            {selectable ? <col style={{ width: 40 }} /> : null}
            {headers.map((h) => (
              <col key={h.key} style={{ width: h.width }} />
            ))}
          </colgroup>
          <thead>
            <tr>
              {selectable ? (
                <th className="do-check-all">
                  <Checkbox
                    checked={all}
                    indeterminate={some}
                    aria-label="全选"
                    onChange={(e) => p.onSelect?.(new Set(e.target.checked ? p.lines.map((l) => l.id) : []))}
                  />
                </th>
              ) : null}
              {headers.map((h) => (
                <th key={h.key}>{h.title}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {p.lines.length ? (
              p.lines.map((l, i) => <LineRow key={l.id} line={l} index={i} checked={selected.has(l.id)} cfg={cfg} />)
            ) : (
              <tr>
                <td className="do-empty" colSpan={headers.length + (selectable ? 1 : 0)}>
                  {p.loading ? '' : LINE_MESSAGES.emptyList}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </Spin>
  );
}
