/** The lines table of Screen A (and of the order edit page): drag handle, selection, pricing cells, actions. */
import { HolderOutlined } from '@ant-design/icons';
import { formatFen, LINE_MESSAGES, type DesignLine } from '@portal/domain';
import { Button, Popconfirm, Space, Table, Tag, type TableColumnsType } from 'antd';
import { createContext, useContext, useMemo, useRef, type HTMLAttributes } from 'react';
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
}

const DragContext = createContext<{ start: (i: number) => void; drop: (i: number) => void } | null>(null);

function DraggableRow(props: HTMLAttributes<HTMLTableRowElement> & { 'data-index'?: number }) {
  const ctx = useContext(DragContext);
  const index = props['data-index'];
  if (!ctx || index === undefined) return <tr {...props} />;
  return (
    <tr
      {...props}
      onDragOver={(e) => {
        e.preventDefault();
        e.currentTarget.classList.add('do-drag-over');
      }}
      onDragLeave={(e) => e.currentTarget.classList.remove('do-drag-over')}
      onDrop={(e) => {
        e.preventDefault();
        e.currentTarget.classList.remove('do-drag-over');
        ctx.drop(index);
      }}
    />
  );
}

function DragHandle({ index }: { index: number }) {
  const ctx = useContext(DragContext);
  return (
    <span
      className="do-drag-handle"
      draggable
      aria-label="拖动排序"
      onDragStart={(e) => {
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', String(index));
        ctx?.start(index);
      }}
    >
      <HolderOutlined />
    </span>
  );
}

export function LineTable(p: LineTableProps) {
  const dragFrom = useRef<number | null>(null);
  const drag = useMemo(
    () =>
      p.onMove
        ? {
            start: (i: number) => (dragFrom.current = i),
            drop: (i: number) => {
              if (dragFrom.current !== null && dragFrom.current !== i) p.onMove!(dragFrom.current, i);
              dragFrom.current = null;
            },
          }
        : null,
    [p.onMove],
  );
  const { onChange, onRemove, onReplace, onAccessories, readOnly } = p;

  const columns = useMemo<TableColumnsType<DesignLine>>(
    () => [
      ...(drag
        ? [{ key: 'drag', width: 36, render: (_: unknown, __: DesignLine, i: number) => <DragHandle index={i} /> }]
        : []),
      {
        title: '产品名称',
        key: 'name',
        width: 180,
        render: (_, l) => (
          <div className="do-name">
            {l.brandName ? <Tag color={l.skuType === 0 ? 'red' : 'blue'}>{l.brandName}</Tag> : null}
            {l.isUserDefined || l.skuStatus !== 0 ? (
              <span>{l.productName}</span>
            ) : (
              <a href={`/product/detail?id=${encodeURIComponent(l.spuNo)}`} target="_blank" rel="noreferrer">
                {l.productName}
              </a>
            )}
          </div>
        ),
      },
      {
        title: '图片',
        key: 'img',
        width: 72,
        render: (_, l) => <LineImage src={l.productImage} alt={l.productName} deactivated={l.skuStatus === 1} />,
      },
      { title: '型号', dataIndex: 'productModel', width: 130 },
      { title: '产品分类', key: 'cat', width: 110, render: (_, l) => l.productCategory || '-' },
      {
        title: '客户价(元)',
        key: 'price',
        width: 90,
        render: (_, l) => <PriceText price={l.price} skuType={l.skuType} />,
      },
      {
        title: '折后价(元)',
        key: 'ratePrice',
        width: 104,
        render: (_, l) => (readOnly ? formatFen(l.ratePrice) : <RatePriceCell line={l} onChange={onChange} />),
      },
      {
        title: '折扣率',
        key: 'rate',
        width: 104,
        render: (_, l) => (readOnly ? `${formatFen(l.rate)}%` : <RateCell line={l} onChange={onChange} />),
      },
      {
        title: '数量',
        key: 'qty',
        width: 80,
        render: (_, l) => (readOnly ? l.quantity : <QuantityCell line={l} onChange={onChange} />),
      },
      { title: '金额(元)', key: 'amount', width: 96, render: (_, l) => <AmountCell amount={l.amount} /> },
      ...(readOnly
        ? []
        : [
            {
              title: '操作',
              key: 'actions',
              width: 90,
              render: (_: unknown, l: DesignLine) => (
                <Space size={0} direction="vertical">
                  {l.skuType === 0 && onReplace ? (
                    <Button type="link" size="small" onClick={() => onReplace(l)}>
                      替换
                    </Button>
                  ) : null}
                  {l.skuType === 0 && l.hasAccessory && onAccessories ? (
                    <Button type="link" size="small" onClick={() => onAccessories(l)}>
                      配件
                    </Button>
                  ) : null}
                  <Popconfirm
                    title={LINE_MESSAGES.deleteConfirm}
                    okText="删除"
                    cancelText="取消"
                    onConfirm={() => onRemove(l)}
                  >
                    <Button type="link" size="small" danger>
                      删除
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]),
    ],
    [drag, onChange, onRemove, onReplace, onAccessories, readOnly],
  );

  return (
    <DragContext.Provider value={drag}>
      <Table<DesignLine>
        className="do-line-table"
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={p.lines}
        loading={p.loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: LINE_MESSAGES.emptyList }}
        components={drag ? { body: { row: DraggableRow } } : undefined}
        onRow={(_, i) => ({ 'data-index': i }) as HTMLAttributes<HTMLElement>}
        rowSelection={
          p.onSelect
            ? {
                selectedRowKeys: [...(p.selected ?? [])],
                onChange: (keys) => p.onSelect!(new Set(keys.map(Number))),
                columnWidth: 36,
              }
            : undefined
        }
      />
    </DragContext.Provider>
  );
}
