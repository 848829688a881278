/**
 * A family's models: model number, prices (retail, wholesale, market — typed in yuan, sent in fen), stock, shelf
 * state, attribute values of its category, pictures; and every first-level dealer's price for each model.
 */
import {
  PRODUCT_FIELD_MESSAGES as F,
  CATALOGUE_ADMIN_MESSAGES as M,
  formatPriceFen,
  type AdminCategoryAttr,
  type AdminSku,
  type AdminSpuDetail,
} from '@portal/domain';
import { Button, Form, Input, InputNumber, Modal, Popconfirm, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useApp } from '../../components/feedback/useApp.ts';
import {
  PictureInput,
  SHELF_OPTIONS,
  ShelfToggle,
  optionalPriceRule,
  priceRule,
  shelfColumn,
  skuNoRule,
  stockRule,
} from './form-pieces.tsx';
import { fenOf, skuFormValues, skuSaveBody, type SkuFormValues } from './sku-form.ts';
import { useDeleteDealerPrice, useSaveDealerPrice, useSaveSku, useSkuShelf } from './queries.ts';

export function SkuTable({ spu, attrs }: { spu: AdminSpuDetail; attrs: AdminCategoryAttr[] }) {
  const [editing, setEditing] = useState<AdminSku | 'new' | null>(null);
  const [pricesOf, setPricesOf] = useState<number | null>(null);
  const shelf = useSkuShelf();
  const priced = spu.skus.find((k) => k.id === pricesOf);
  return (
    <div style={{ marginTop: 24 }} data-testid="sku-table">
      <Space style={{ marginBottom: 8 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          型号
        </Typography.Title>
        <Button onClick={() => setEditing('new')} disabled={spu.privateProduct}>
          新建型号
        </Button>
      </Space>
      <Table<AdminSku>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={spu.skus}
        columns={[
          { title: '型号编号', dataIndex: 'skuNo' },
          { title: '规格型号', dataIndex: 'model' },
          { title: '零售价', dataIndex: 'priceFen', render: (f: number | null) => formatPriceFen(f) },
          {
            title: '批发价',
            dataIndex: 'wholesalePriceFen',
            render: (f: number | null) => (f === null ? '同零售价' : formatPriceFen(f)),
          },
          { title: '库存', dataIndex: 'stock' },
          shelfColumn(),
          { title: '经销商价格', render: (_, k) => `${k.dealerPrices.length} 个` },
          {
            title: '操作',
            render: (_, k) => (
              <Space>
                <a onClick={() => setEditing(k)}>编辑</a>
                <a onClick={() => setPricesOf(k.id)}>经销商价格</a>
                <ShelfToggle
                  status={k.status}
                  off="确定下架该型号？"
                  on="确定上架该型号？"
                  onToggle={(status) => shelf.mutate({ id: k.id, status })}
                />
              </Space>
            ),
          },
        ]}
      />
      {editing !== null && (
        <SkuModal
          spuId={spu.id}
          sku={editing === 'new' ? null : editing}
          attrs={attrs}
          onClose={() => setEditing(null)}
        />
      )}
      {priced && <DealerPricesModal sku={priced} onClose={() => setPricesOf(null)} />}
    </div>
  );
}

function SkuModal({
  spuId,
  sku,
  attrs,
  onClose,
}: {
  spuId: number;
  sku: AdminSku | null;
  attrs: AdminCategoryAttr[];
  onClose: () => void;
}) {
  const { message } = useApp();
  const save = useSaveSku();
  const [form] = Form.useForm<SkuFormValues>();
  const initial = skuFormValues(sku, attrs);
  const onFinish = (v: SkuFormValues) =>
    save.mutate(skuSaveBody(v, spuId, sku, attrs), {
      onSuccess: () => {
        void message.success('型号已保存');
        onClose();
      },
    });
  return (
    <Modal
      open
      width={760}
      title={sku ? `编辑型号：${sku.skuNo}` : '新建型号'}
      okText="保存"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<SkuFormValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={onFinish}
        data-testid="sku-form"
      >
        <Space wrap align="start">
          <Form.Item
            name="skuNo"
            label="型号编号"
            rules={[skuNoRule]}
            extra={sku ? '型号编号创建后不可修改' : undefined}
          >
            <Input disabled={!!sku} maxLength={64} style={{ width: 220 }} />
          </Form.Item>
          <Form.Item
            name="model"
            label="规格型号"
            rules={[{ required: true, whitespace: true, message: M.modelRequired }]}
          >
            <Input maxLength={64} style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="unit" label="单位" rules={[{ required: true, whitespace: true, message: M.unitRequired }]}>
            <Input maxLength={10} style={{ width: 70 }} />
          </Form.Item>
        </Space>
        <Form.Item
          name="skuName"
          label="型号名称"
          rules={[{ required: true, whitespace: true, message: M.skuNameRequired }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Space wrap align="start">
          <Form.Item name="price" label="零售价（元）" rules={[priceRule]}>
            <Input style={{ width: 130 }} placeholder="如 1299.00" />
          </Form.Item>
          <Form.Item name="wholesalePrice" label="批发价（元，可空）" rules={[optionalPriceRule]}>
            <Input style={{ width: 130 }} />
          </Form.Item>
          <Form.Item name="marketPrice" label="市场价（元，可空）" rules={[optionalPriceRule]}>
            <Input style={{ width: 130 }} />
          </Form.Item>
          <Form.Item name="stock" label="库存" rules={[stockRule]}>
            <Input style={{ width: 100 }} />
          </Form.Item>
          <Form.Item name="status" label="状态">
            <Select style={{ width: 90 }} options={SHELF_OPTIONS} />
          </Form.Item>
          <Form.Item name="sort" label="排序">
            <InputNumber min={0} precision={0} style={{ width: 80 }} />
          </Form.Item>
        </Space>
        {attrs.length > 0 && (
          <Space wrap align="start">
            {attrs.map((a) => (
              <Form.Item
                key={a.id}
                name={['attrs', String(a.id)]}
                label={`${a.attrName}${a.unit ? `（${a.unit}）` : ''}`}
                rules={[{ max: 100, message: F.attrTooLong }]}
              >
                <Input style={{ width: 150 }} placeholder={a.valueType === 'number' ? '数值' : ''} />
              </Form.Item>
            ))}
          </Space>
        )}
        <Form.Item name="skuDesc" label="型号描述">
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <Form.Item name="picUrl" label="主图">
          <PictureInput />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function DealerPricesModal({ sku, onClose }: { sku: AdminSku; onClose: () => void }) {
  const { message } = useApp();
  const save = useSaveDealerPrice();
  const remove = useDeleteDealerPrice();
  const [form] = Form.useForm<{ firstMerchantNo: string; price: string; goldPrice?: string }>();
  return (
    <Modal open width={720} title={`经销商价格：${sku.skuNo}`} footer={null} onCancel={onClose} destroyOnHidden>
      <Typography.Paragraph type="secondary">
        一级经销商为其绑定的二级经销商设置的价格；未设置时按零售价（{formatPriceFen(sku.priceFen)}）。
      </Typography.Paragraph>
      <Table
        rowKey="firstMerchantNo"
        size="small"
        pagination={false}
        dataSource={sku.dealerPrices}
        columns={[
          { title: '经销商编号', dataIndex: 'firstMerchantNo' },
          { title: '经销商', dataIndex: 'companyName' },
          { title: '经销价', dataIndex: 'priceFen', render: (f: number) => formatPriceFen(f) },
          {
            title: '金牌价',
            dataIndex: 'goldPriceFen',
            render: (f: number | null) => (f === null ? '同经销价' : formatPriceFen(f)),
          },
          {
            title: '操作',
            render: (_, p: AdminSku['dealerPrices'][number]) => (
              <Popconfirm
                title="删除后该经销商按零售价销售，确定删除？"
                onConfirm={() => remove.mutate({ skuId: sku.id, firstMerchantNo: p.firstMerchantNo })}
              >
                <a>删除</a>
              </Popconfirm>
            ),
          },
        ]}
      />
      <Form
        form={form}
        layout="inline"
        style={{ marginTop: 16, rowGap: 8 }}
        onFinish={(v) =>
          save.mutate(
            {
              skuId: sku.id,
              firstMerchantNo: v.firstMerchantNo.trim(),
              priceFen: fenOf(v.price) ?? 0,
              goldPriceFen: fenOf(v.goldPrice),
            },
            {
              onSuccess: () => {
                void message.success('经销商价格已保存');
                form.resetFields();
              },
            },
          )
        }
      >
        <Form.Item
          name="firstMerchantNo"
          label="一级经销商编号"
          rules={[{ required: true, whitespace: true, message: M.dealerNoRule }]}
        >
          <Input style={{ width: 150 }} />
        </Form.Item>
        <Form.Item name="price" label="经销价（元）" rules={[priceRule]}>
          <Input style={{ width: 110 }} />
        </Form.Item>
        <Form.Item name="goldPrice" label="金牌价（元，可空）" rules={[optionalPriceRule]}>
          <Input style={{ width: 110 }} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            保存
          </Button>
        </Form.Item>
      </Form>
    </Modal>
  );
}
