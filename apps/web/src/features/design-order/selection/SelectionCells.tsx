/** The selection table's cells: the product's name, its model (or model select), its quantity, its actions. */
import {
  badgeText,
  commitQuantity,
  customProductActions,
  selectionQuantityRule,
  stockLabel,
  type SpuWithSkus,
  type StockTotals,
} from '@portal/domain';
import { Button, InputNumber, Popconfirm, Select, Space, Tag } from 'antd';
import { CopyText } from '../../../components/text.tsx';
import { useApp } from '../../../components/feedback/useApp.ts';
import { LineImage } from '../components/cells.tsx';

type Perms = Parameters<typeof customProductActions>[1];

/** Picture, name (the detail for the private range and custom products, else the product page) and brand. */
export function ProductNameCell({ spu: s, perms, onView }: { spu: SpuWithSkus; perms: Perms; onView(): void }) {
  return (
    <Space align="start">
      <LineImage src={s.picUrl} alt={s.spuName} />
      <div>
        {s.skuType === 1 || s.source === 0 ? (
          customProductActions(s, perms).detail ? (
            <a onClick={onView} role="button">
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
  );
}

/** One model: its name to copy; several: a select (with stock in the private range) and how many there are. */
export function ModelCell({
  spu: s,
  skuNo,
  showStock,
  stock,
  onPick,
}: {
  spu: SpuWithSkus;
  skuNo: string | undefined;
  showStock: boolean;
  stock: StockTotals | undefined;
  onPick(skuNo: string): void;
}) {
  const sku = s.skus.find((k) => k.skuNo === skuNo);
  if (s.skus.length > 1) {
    return (
      <Space direction="vertical" size={2}>
        <Select
          size="small"
          style={{ width: 220 }}
          aria-label="选择型号"
          value={skuNo}
          onChange={onPick}
          options={s.skus.map((k) => ({
            value: k.skuNo,
            label: showStock && s.source === 1 ? `${k.model}（库存 ${stockLabel(1, stock?.[k.skuNo])}）` : k.model,
            disabled: k.status !== 0,
          }))}
        />
        <Tag color="blue">{badgeText(s.skus.length)}个型号</Tag>
      </Space>
    );
  }
  return sku ? <CopyText text={sku.model}>{sku.model}</CopyText> : '-';
}

/** Off the shelf; not in the list: 加入配单; in it: the quantity stepper. */
export function SelectionQuantityCell({
  spu: s,
  skuNo,
  quantity: q,
  onSet,
}: {
  spu: SpuWithSkus;
  skuNo: string;
  quantity: number;
  onSet(value: number | null, el?: HTMLElement | null): void;
}) {
  const { message } = useApp();
  const sku = s.skus.find((k) => k.skuNo === skuNo);
  if (!sku) return null;
  const rule = selectionQuantityRule({ skuType: s.skuType, priceFen: sku.price });
  if (sku.status !== 0) return <span className="do-muted">已下架</span>;
  if (q === 0) {
    return (
      <Button size="small" type="primary" ghost onClick={(e) => onSet(1, e.currentTarget)}>
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
      onChange={(v) => onSet(v ?? 0)}
      // The stepper keeps the value within max by itself; what was typed past it (a free software
      // product's 2) answers the rule's message before the stepper brings it back.
      onBlur={(e) => {
        const typed = commitQuantity(e.target.value, rule, 0);
        if (typed.message) message.warning(typed.message);
      }}
    />
  );
}

/** A private product's 编辑 and 删除, as far as the viewer may. */
export function PrivateActionsCell({
  spu: s,
  perms,
  onEdit,
  onDelete,
}: {
  spu: SpuWithSkus;
  perms: Perms;
  onEdit(): void;
  onDelete(): Promise<unknown>;
}) {
  const act = customProductActions(s, perms);
  return act.edit || act.del ? (
    <Space size={0}>
      {act.edit ? (
        <Button type="link" size="small" onClick={onEdit}>
          编辑
        </Button>
      ) : null}
      {act.del ? (
        <Popconfirm title="请确认是否删除该产品" okText="删除" cancelText="取消" onConfirm={onDelete}>
          <Button type="link" size="small" danger>
            删除
          </Button>
        </Popconfirm>
      ) : null}
    </Space>
  ) : null;
}
