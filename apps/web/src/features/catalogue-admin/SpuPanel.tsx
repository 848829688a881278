/**
 * 商品: the product families (name, brand, categories, sale type, labels, shelf state), searched by keyword and
 * category; a family opens in a drawer with its form and its models (SkuTable.tsx).
 */
import {
  CATALOGUE_ADMIN_MESSAGES as M,
  LABEL_OPTIONS,
  SALE_TYPES,
  formatPriceFen,
  type AdminCategory,
  type AdminSpuDetail,
  type AdminSpuListItem,
  type SpuSave,
} from '@portal/domain';
import { Button, Checkbox, Drawer, Form, Input, Select, Space, Switch } from 'antd';
import { useState } from 'react';
import { useApp } from '../../components/feedback/useApp.ts';
import { PagedTable, useServerPage } from '../../components/PagedTable.tsx';
import {
  KeywordFilter,
  PictureInput,
  SHELF_OPTIONS,
  ShelfFilter,
  ShelfToggle,
  TaxClassItems,
  shelfColumn,
} from './form-pieces.tsx';
import { type SpuListQuery, useCategories, useSaveSpu, useSpuDetail, useSpuPage, useSpuShelf } from './queries.ts';
import { BrochureList } from './BrochureList.tsx';
import { SkuTable } from './SkuTable.tsx';

function secondOptions(categories: readonly AdminCategory[]) {
  return categories.map((c) => ({
    label: c.name,
    options: c.children.map((k) => ({ value: k.id, label: `${c.name} / ${k.name}` })),
  }));
}

export function SpuPanel() {
  const list = useServerPage(useSpuPage);
  const [open, setOpen] = useState<number | 'new' | null>(null);
  const categories = useCategories().data ?? [];
  const shelf = useSpuShelf();
  return (
    <PagedTable<AdminSpuListItem, Omit<SpuListQuery, 'page' | 'size'>>
      {...list}
      testId="spu-panel"
      rowKey="id"
      filters={
        <>
          <KeywordFilter placeholder="名称、型号或编号" />
          <Form.Item name="categoryId" label="分类">
            <Select
              allowClear
              style={{ width: 220 }}
              placeholder="全部"
              options={categories.map((c) => ({
                label: c.name,
                options: [{ value: c.id, label: `${c.name}（全部）` }, ...secondOptions([c])[0]!.options],
              }))}
            />
          </Form.Item>
          <ShelfFilter />
        </>
      }
      create={{ label: '新建商品', onClick: () => setOpen('new') }}
      columns={[
        { title: '编号', dataIndex: 'spuNo', width: 130 },
        { title: '商品名称', dataIndex: 'spuName' },
        { title: '品牌', dataIndex: 'brandName', width: 90 },
        { title: '分类', dataIndex: 'categoryName', width: 200 },
        { title: '销售类型', dataIndex: 'saleType', width: 80 },
        { title: '型号数', dataIndex: 'skuCount', width: 70 },
        {
          title: '最低零售价',
          dataIndex: 'minPriceFen',
          width: 110,
          render: (f: number | null) => formatPriceFen(f),
        },
        shelfColumn(70),
        {
          title: '操作',
          width: 150,
          render: (_, s) => (
            <Space>
              <a onClick={() => setOpen(s.id)}>编辑</a>
              <ShelfToggle
                status={s.status}
                off="下架后买家不再看到该商品，确定下架？"
                onToggle={(status) => shelf.mutate({ id: s.id, status })}
              />
            </Space>
          ),
        },
      ]}
    >
      {open !== null && (
        <SpuDrawer
          id={open === 'new' ? null : open}
          categories={categories}
          onClose={() => setOpen(null)}
          onCreated={setOpen}
        />
      )}
    </PagedTable>
  );
}

type SpuValues = Omit<SpuSave, 'labels'> & { labels: number[] };

function SpuDrawer({
  id,
  categories,
  onClose,
  onCreated,
}: {
  id: number | null;
  categories: AdminCategory[];
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const { message } = useApp();
  const detail = useSpuDetail(id);
  const save = useSaveSpu();
  const d = detail.data;
  if (id !== null && !d) return <Drawer open title="商品" width={1100} onClose={onClose} loading />;
  const initial: Partial<SpuValues> = d
    ? {
        spuNo: d.spuNo,
        spuName: d.spuName,
        brandName: d.brandName ?? '',
        secondCategoryId: d.secondCategoryId ?? undefined,
        saleType: d.saleType as SpuSave['saleType'],
        software: d.software,
        labels: LABEL_OPTIONS.filter((o) => (d.labels & o.value) !== 0).map((o) => o.value),
        spuDesc: d.spuDesc,
        modelRemark: d.modelRemark,
        picUrl: d.picUrl,
        status: d.status as 0 | 1,
        taxCode: d.taxCode,
        taxRate: d.taxRate,
      }
    : { saleType: '经销', software: false, labels: [], status: 0 };
  const onFinish = (v: SpuValues) =>
    save.mutate(
      { ...v, id: id ?? undefined, labels: (v.labels ?? []).reduce((a, b) => a | b, 0) },
      {
        onSuccess: (r) => {
          void message.success('商品已保存');
          if (id === null) onCreated(r.id);
        },
      },
    );
  return (
    <Drawer open title={d ? `商品：${d.spuName}` : '新建商品'} width={1100} onClose={onClose} destroyOnHidden>
      <Form<SpuValues>
        key={id ?? 'new'}
        layout="vertical"
        initialValues={initial}
        onFinish={onFinish}
        data-testid="spu-form"
      >
        <Space wrap align="start" size={16}>
          <Form.Item name="spuNo" label="商品编号" extra={d ? '编号创建后不可修改' : '留空则自动生成'}>
            <Input disabled={!!d} maxLength={64} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item
            name="spuName"
            label="商品名称"
            rules={[{ required: true, whitespace: true, message: M.spuNameRequired }]}
          >
            <Input maxLength={100} style={{ width: 320 }} />
          </Form.Item>
          <Form.Item
            name="brandName"
            label="品牌"
            rules={[{ required: true, whitespace: true, message: M.brandRequired }]}
          >
            <Input maxLength={30} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item
            name="secondCategoryId"
            label="分类"
            rules={[{ required: true, message: M.secondCategoryRequired }]}
          >
            <Select style={{ width: 260 }} options={secondOptions(categories)} showSearch optionFilterProp="label" />
          </Form.Item>
        </Space>
        <Space wrap align="start" size={16}>
          <Form.Item name="saleType" label="销售类型">
            <Select style={{ width: 110 }} options={SALE_TYPES.map((t) => ({ value: t, label: t }))} />
          </Form.Item>
          <Form.Item name="labels" label="标签">
            <Checkbox.Group options={LABEL_OPTIONS.map((o) => ({ value: o.value, label: o.label }))} />
          </Form.Item>
          <Form.Item name="software" label="软件产品" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="status" label="状态">
            <Select style={{ width: 90 }} options={SHELF_OPTIONS} />
          </Form.Item>
          <Form.Item name="picUrl" label="列表图片">
            <PictureInput />
          </Form.Item>
        </Space>
        <Form.Item name="spuDesc" label="商品描述">
          <Input.TextArea rows={2} maxLength={2000} showCount />
        </Form.Item>
        <Form.Item name="modelRemark" label="型号说明">
          <Input.TextArea rows={2} maxLength={500} showCount />
        </Form.Item>
        <TaxClassItems inherits="开票用；留空则按所属分类的设置" />
        <Button type="primary" htmlType="submit" loading={save.isPending} disabled={d?.privateProduct}>
          保存商品
        </Button>
      </Form>
      {d && <SkuSection spu={d} categories={categories} />}
    </Drawer>
  );
}

function SkuSection({ spu, categories }: { spu: AdminSpuDetail; categories: AdminCategory[] }) {
  const attrs = categories.flatMap((c) => c.children).find((c) => c.id === spu.secondCategoryId)?.attrs ?? [];
  return (
    <>
      <SkuTable spu={spu} attrs={attrs} />
      <BrochureList spu={spu} />
    </>
  );
}
