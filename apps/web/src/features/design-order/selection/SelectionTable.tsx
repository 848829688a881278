/** The selection table: a page of products with their model, price, stock (private range), parameters, quantity. */
import { stockLabel, type ProductTab, type SpuWithSkus, type StockTotals } from '@portal/domain';
import { Table, type TableColumnsType } from 'antd';
import { ClampText } from '../../../components/text.tsx';
import { useApp } from '../../../components/feedback/useApp.ts';
import { useState } from 'react';
import { pager } from '../../../components/pagination.ts';
import { SoftwareParams } from '../components/SoftwareSpec.tsx';
import type { useDesignPermissions, useProducts } from '../queries.ts';
import { useDeletePrivate } from '../../private-product/index.ts';
import { ModelCell, PrivateActionsCell, ProductNameCell, SelectionQuantityCell } from './SelectionCells.tsx';
import { chosenSkuNo, paramsTitle, priceCellText } from './selection-query.ts';

export interface SelectionTableProps {
  tab: ProductTab;
  products: ReturnType<typeof useProducts>;
  perms: ReturnType<typeof useDesignPermissions>;
  showStock: boolean;
  stock: StockTotals | undefined;
  page: number;
  size: number;
  onPage(page: number, size: number): void;
  quantityOf(skuNo: string): number;
  setQuantity(spu: SpuWithSkus, skuNo: string, value: number | null, el?: HTMLElement | null): void;
  privSelected: string[];
  onPrivSelected(spuNos: string[]): void;
  onView(spuNo: string): void;
  onEdit(spuNo: string): void;
}

export function SelectionTable(p: SelectionTableProps) {
  const { tab, products, perms, showStock, stock } = p;
  const { message } = useApp();
  const delPrivate = useDeletePrivate();
  const [model, setModel] = useState<Record<string, string>>({});
  const managePrivate = tab === 'custom' && perms.managePrivate;

  const columns: TableColumnsType<SpuWithSkus> = [
    {
      title: '产品名称',
      key: 'name',
      width: 280,
      render: (_, s) => <ProductNameCell spu={s} perms={perms} onView={() => p.onView(s.spuNo)} />,
    },
    {
      title: '型号',
      key: 'model',
      width: 240,
      render: (_, s) => (
        <ModelCell
          spu={s}
          skuNo={chosenSkuNo(s, model)}
          showStock={showStock}
          stock={stock}
          onPick={(v) => setModel((m) => ({ ...m, [s.spuNo]: v }))}
        />
      ),
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
      render: (_, s) => priceCellText(s.skus.find((k) => k.skuNo === chosenSkuNo(s, model))?.price, s.skuType),
    },
    ...(showStock
      ? [
          {
            title: '库存',
            key: 'stock',
            width: 80,
            render: (_: unknown, s: SpuWithSkus) => (
              <span data-testid="model-stock">{stockLabel(s.source, stock?.[chosenSkuNo(s, model) ?? ''])}</span>
            ),
          },
        ]
      : []),
    {
      title: paramsTitle(tab),
      key: 'params',
      render: (_, s) =>
        s.skuType === 2 ? (
          <SoftwareParams spu={s} skuNo={chosenSkuNo(s, model) ?? ''} />
        ) : (
          <ClampText text={s.spuDesc ?? ''} style={{ maxWidth: 260 }} className="do-muted" />
        ),
    },
    {
      title: '数量',
      key: 'qty',
      width: 150,
      render: (_, s) => {
        const skuNo = chosenSkuNo(s, model) ?? '';
        return (
          <SelectionQuantityCell
            spu={s}
            skuNo={skuNo}
            quantity={p.quantityOf(skuNo)}
            onSet={(v, el) => p.setQuantity(s, skuNo, v, el)}
          />
        );
      },
    },
    ...(managePrivate
      ? [
          {
            title: '操作',
            key: 'act',
            width: 110,
            render: (_: unknown, s: SpuWithSkus) => (
              <PrivateActionsCell
                spu={s}
                perms={perms}
                onEdit={() => p.onEdit(s.spuNo)}
                onDelete={() => delPrivate.mutateAsync([s.spuNo]).then(() => message.success('删除成功'))}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <Table<SpuWithSkus>
      rowKey="spuNo"
      size="middle"
      rowSelection={
        managePrivate
          ? {
              selectedRowKeys: p.privSelected,
              onChange: (k) => p.onPrivSelected(k.map(String)),
              getCheckboxProps: (s) => ({ disabled: s.source !== 0 }),
            }
          : undefined
      }
      loading={products.isFetching && (!products.data || products.isPlaceholderData)}
      dataSource={products.data?.list ?? []}
      locale={{ emptyText: '暂无产品' }}
      pagination={pager(p.page, p.size, products.data?.total ?? 0, p.onPage, { showQuickJumper: true })}
      columns={columns}
    />
  );
}
