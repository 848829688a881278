/**
 * 套装: the suites buyers see on a product's page (相关套装) and at /product/suitDetail — searched by number or name,
 * opened in a drawer with the form (number, name, description, package price in yuan, picture, category, shelf state)
 * and the items: models picked by model number, each once, with a quantity. A save replaces the items as a whole.
 */
import {
  CATALOGUE_ADMIN_MESSAGES as M,
  SUIT_QUANTITY_MAX,
  formatPriceFen,
  shelfLabel,
  type AdminCategory,
  type AdminSuitListItem,
} from '@portal/domain';
import { Button, Drawer, Form, Input, InputNumber, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useApp } from '../../components/feedback/useApp.ts';
import { PagedTable, useServerPage } from '../../components/PagedTable.tsx';
import {
  KeywordFilter,
  PictureInput,
  SHELF_OPTIONS,
  ShelfFilter,
  ShelfToggle,
  priceRule,
  shelfColumn,
} from './form-pieces.tsx';
import { useCategories } from './queries.ts';
import {
  addItem,
  itemsProblem,
  itemsRetailFen,
  suitFormValues,
  suitSaveBody,
  type SuitFormItem,
  type SuitFormValues,
} from './suit-form.ts';
import {
  type SuitListQuery,
  useSaveSuit,
  useSuitDetail,
  useSuitPage,
  useSuitShelf,
  useSuitSkuOptions,
} from './suit-queries.ts';

export function SuitPanel() {
  const list = useServerPage(useSuitPage);
  const [open, setOpen] = useState<number | 'new' | null>(null);
  const shelf = useSuitShelf();
  return (
    <PagedTable<AdminSuitListItem, Omit<SuitListQuery, 'page' | 'size'>>
      {...list}
      testId="suit-panel"
      rowKey="id"
      filters={
        <>
          <KeywordFilter placeholder="套装编号或名称" />
          <ShelfFilter />
        </>
      }
      create={{ label: '新建套装', onClick: () => setOpen('new') }}
      columns={[
        { title: '套装编号', dataIndex: 'suitNo', width: 140 },
        { title: '套装名称', dataIndex: 'name' },
        { title: '分类', dataIndex: 'categoryName', width: 160, render: (n: string | null) => n ?? '—' },
        { title: '型号数', dataIndex: 'itemCount', width: 70 },
        { title: '套装价', dataIndex: 'priceFen', width: 110, render: (f: number | null) => formatPriceFen(f) },
        shelfColumn(70),
        {
          title: '操作',
          width: 190,
          render: (_, s) => (
            <Space>
              <a onClick={() => setOpen(s.id)}>编辑</a>
              <ShelfToggle
                status={s.status}
                off="下架后买家不再看到该套装，确定下架？"
                onToggle={(status) => shelf.mutate({ id: s.id, status })}
              />
              {s.status === 0 && (
                <Link to={`/product/suitDetail?id=${encodeURIComponent(s.suitNo)}`} target="_blank">
                  查看
                </Link>
              )}
            </Space>
          ),
        },
      ]}
    >
      {open !== null && (
        <SuitDrawer id={open === 'new' ? null : open} onClose={() => setOpen(null)} onCreated={setOpen} />
      )}
    </PagedTable>
  );
}

/** Every category, first and second level, for the suite's category select. */
function categoryOptions(categories: readonly AdminCategory[]) {
  return categories.map((c) => ({
    label: c.name,
    options: [
      { value: c.id, label: c.name },
      ...c.children.map((k) => ({ value: k.id, label: `${c.name} / ${k.name}` })),
    ],
  }));
}

function SuitDrawer({
  id,
  onClose,
  onCreated,
}: {
  id: number | null;
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const detail = useSuitDetail(id);
  const d = detail.data;
  if (id !== null && !d) return <Drawer open title="套装" width={960} onClose={onClose} loading />;
  return (
    <Drawer open title={d ? `套装：${d.name}` : '新建套装'} width={960} onClose={onClose} destroyOnHidden>
      <SuitForm
        key={id ?? 'new'}
        id={id}
        initial={suitFormValues(d ?? null)}
        initialItems={d?.items ?? []}
        onCreated={onCreated}
      />
    </Drawer>
  );
}

function SuitForm({
  id,
  initial,
  initialItems,
  onCreated,
}: {
  id: number | null;
  initial: SuitFormValues;
  initialItems: SuitFormItem[];
  onCreated: (id: number) => void;
}) {
  const { message } = useApp();
  const categories = useCategories().data ?? [];
  const save = useSaveSuit();
  const [items, setItems] = useState<SuitFormItem[]>(initialItems);
  const [problem, setProblem] = useState<string | null>(null);
  const retail = itemsRetailFen(items);
  const onFinish = (v: SuitFormValues) => {
    const wrong = itemsProblem(items);
    setProblem(wrong);
    if (wrong) return;
    save.mutate(suitSaveBody(v, id, items), {
      onSuccess: (r) => {
        void message.success('套装已保存');
        if (id === null) onCreated(r.id);
      },
    });
  };
  return (
    <Form<SuitFormValues> layout="vertical" initialValues={initial} onFinish={onFinish} data-testid="suit-form">
      <Space wrap align="start" size={16}>
        <Form.Item
          name="suitNo"
          label="套装编号"
          extra={id !== null ? '编号创建后不可修改' : '买家通过编号打开套装'}
          rules={[{ required: true, whitespace: true, message: M.suitNoRule }]}
        >
          <Input disabled={id !== null} maxLength={64} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item
          name="name"
          label="套装名称"
          rules={[{ required: true, whitespace: true, message: M.suitNameRequired }]}
        >
          <Input maxLength={100} style={{ width: 320 }} />
        </Form.Item>
        <Form.Item name="price" label="套装价（元）" rules={[priceRule]}>
          <Input style={{ width: 140 }} placeholder="如 3999.00" />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select style={{ width: 90 }} options={SHELF_OPTIONS} />
        </Form.Item>
      </Space>
      <Space wrap align="start" size={16}>
        <Form.Item name="categoryId" label="分类">
          <Select
            allowClear
            style={{ width: 260 }}
            placeholder="不限"
            options={categoryOptions(categories)}
            showSearch
            optionFilterProp="label"
          />
        </Form.Item>
        <Form.Item name="picUrl" label="套装图片">
          <PictureInput />
        </Form.Item>
      </Space>
      <Form.Item name="suitDesc" label="套装说明">
        <Input.TextArea rows={2} maxLength={500} showCount />
      </Form.Item>
      <Space style={{ marginBottom: 8 }} align="center">
        <Typography.Title level={5} style={{ margin: 0 }}>
          套装型号
        </Typography.Title>
        <SkuPicker onPick={(k) => setItems((list) => addItem(list, k))} />
      </Space>
      <Table<SuitFormItem>
        rowKey="skuNo"
        size="small"
        pagination={false}
        dataSource={items}
        data-testid="suit-items"
        locale={{ emptyText: '请按型号编码查找并添加型号' }}
        columns={[
          { title: '型号编码', dataIndex: 'skuNo' },
          { title: '名称', dataIndex: 'skuName' },
          { title: '规格型号', dataIndex: 'model' },
          { title: '零售价', dataIndex: 'priceFen', width: 100, render: (f: number | null) => formatPriceFen(f) },
          {
            title: '数量',
            width: 110,
            render: (_, i) => (
              <InputNumber
                min={1}
                max={SUIT_QUANTITY_MAX}
                precision={0}
                value={i.quantity}
                aria-label={`${i.skuNo} 数量`}
                onChange={(q) =>
                  setItems((list) => list.map((x) => (x.skuNo === i.skuNo ? { ...x, quantity: q ?? 1 } : x)))
                }
              />
            ),
          },
          {
            title: '状态',
            dataIndex: 'status',
            width: 70,
            render: (s: number) => <Tag color={s === 0 ? 'green' : 'default'}>{shelfLabel(s)}</Tag>,
          },
          {
            title: '操作',
            width: 70,
            render: (_, i) => <a onClick={() => setItems((list) => list.filter((x) => x.skuNo !== i.skuNo))}>移除</a>,
          },
        ]}
      />
      <p style={{ textAlign: 'right', margin: '8px 0' }}>单品零售合计 {formatPriceFen(retail)}</p>
      {problem && (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      )}
      <div style={{ marginTop: 12 }}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存套装
        </Button>
      </div>
    </Form>
  );
}

/** A select that finds catalogue models by model number as staff type, and hands the picked one over. */
function SkuPicker({ onPick }: { onPick: (sku: SuitFormItem) => void }) {
  const [keyword, setKeyword] = useState('');
  const { data, isFetching } = useSuitSkuOptions(keyword);
  const list = data ?? [];
  return (
    <span data-testid="suit-sku-picker">
      <Select
        showSearch
        value={null}
        placeholder="输入型号编码查找并添加"
        style={{ width: 360 }}
        filterOption={false}
        loading={isFetching}
        onSearch={(v) => setKeyword(v.trim().slice(0, 50))}
        onSelect={(skuNo: string | null) => {
          const k = list.find((x) => x.skuNo === skuNo);
          if (k) onPick({ ...k, quantity: 1 });
        }}
        options={list.map((k) => ({
          value: k.skuNo,
          label: `${k.skuNo}  ${k.skuName}（${formatPriceFen(k.priceFen)}）`,
        }))}
      />
    </span>
  );
}
