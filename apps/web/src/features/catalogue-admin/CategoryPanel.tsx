/**
 * 分类与属性: the two-level category tree (first level, its second levels) and each second level's attribute
 * definitions — the filters the product list offers. Names under one parent are unique (the server answers 409).
 */
import {
  ATTR_VALUE_TYPES,
  ATTR_VALUE_TYPE_LABELS,
  CATALOGUE_ADMIN_MESSAGES as M,
  type AdminCategory,
  type AdminCategoryAttr,
  type CategoryAttrSave,
  type CategorySave,
  taxRateLabel,
} from '@portal/domain';
import { Button, Form, Input, InputNumber, Modal, Select, Space, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { useApp } from '../../components/feedback/useApp.ts';
import { TaxClassItems } from './form-pieces.tsx';
import { useCategories, useSaveAttr, useSaveCategory } from './queries.ts';

type Node = Omit<AdminCategory, 'children'> & { children?: Node[] };
type CategoryEdit = {
  id?: number;
  parentId: number | null;
  name: string;
  sort: number;
  status: number;
  taxCode?: string | null;
  taxRate?: number | null;
};

export function CategoryPanel() {
  const { data, isFetching } = useCategories();
  const [editing, setEditing] = useState<CategoryEdit | null>(null);
  const [attrsOf, setAttrsOf] = useState<Node | null>(null);
  const tree: Node[] = (data ?? []).map((c) => ({ ...c, children: c.children.length ? c.children : undefined }));
  const attrCategory = attrsOf && (data ?? []).flatMap((c) => c.children).find((c) => c.id === attrsOf.id);
  return (
    <div data-testid="category-panel">
      <Button
        type="primary"
        style={{ marginBottom: 12 }}
        onClick={() => setEditing({ parentId: null, name: '', sort: 0, status: 0 })}
      >
        新建一级分类
      </Button>
      <Table<Node>
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={tree}
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
        columns={[
          { title: '分类名称', dataIndex: 'name' },
          { title: '排序', dataIndex: 'sort', width: 80 },
          {
            title: '状态',
            dataIndex: 'status',
            width: 80,
            render: (s: number) => (s === 0 ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
          },
          {
            title: '税收分类',
            width: 200,
            render: (_, c) => (c.taxCode ? `${c.taxCode} · ${taxRateLabel(c.taxRate ?? 0)}` : '—'),
          },
          { title: '商品数', dataIndex: 'spuCount', width: 80 },
          {
            title: '属性',
            width: 220,
            render: (_, c) => (c.parentId === null ? '—' : c.attrs.map((a) => a.attrName).join('、') || '—'),
          },
          {
            title: '操作',
            width: 260,
            render: (_, c) => (
              <Space>
                <a
                  onClick={() =>
                    setEditing({
                      id: c.id,
                      parentId: c.parentId,
                      name: c.name,
                      sort: c.sort,
                      status: c.status,
                      taxCode: c.taxCode,
                      taxRate: c.taxRate,
                    })
                  }
                >
                  编辑
                </a>
                {c.parentId === null ? (
                  <a onClick={() => setEditing({ parentId: c.id, name: '', sort: 0, status: 0 })}>新建二级分类</a>
                ) : (
                  <a onClick={() => setAttrsOf(c)}>属性定义</a>
                )}
              </Space>
            ),
          },
        ]}
      />
      <CategoryModal editing={editing} firsts={data ?? []} onClose={() => setEditing(null)} />
      {attrCategory && <AttrsModal category={attrCategory} onClose={() => setAttrsOf(null)} />}
    </div>
  );
}

function CategoryModal({
  editing,
  firsts,
  onClose,
}: {
  editing: CategoryEdit | null;
  firsts: AdminCategory[];
  onClose: () => void;
}) {
  const { message } = useApp();
  const save = useSaveCategory();
  const [form] = Form.useForm<CategorySave>();
  return (
    <Modal
      open={editing !== null}
      title={editing?.id ? '编辑分类' : editing?.parentId ? '新建二级分类' : '新建一级分类'}
      okText="保存"
      destroyOnHidden
      confirmLoading={save.isPending}
      onCancel={onClose}
      onOk={() => form.submit()}
    >
      {editing && (
        <Form<CategorySave>
          form={form}
          layout="vertical"
          initialValues={editing}
          onFinish={(v) =>
            save.mutate(
              { ...v, id: editing.id, parentId: v.parentId ?? null },
              {
                onSuccess: () => {
                  void message.success('已保存');
                  onClose();
                },
              },
            )
          }
        >
          <Form.Item name="parentId" label="上级分类">
            <Select
              allowClear
              placeholder="无（一级分类）"
              disabled={editing.parentId === null && editing.id !== undefined}
              options={firsts.filter((f) => f.id !== editing.id).map((f) => ({ value: f.id, label: f.name }))}
            />
          </Form.Item>
          <Form.Item
            name="name"
            label="分类名称"
            rules={[
              { required: true, whitespace: true, message: M.categoryNameRequired },
              { max: 30, message: M.categoryNameTooLong },
            ]}
          >
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item name="sort" label="排序（小的在前）">
            <InputNumber min={0} precision={0} />
          </Form.Item>
          <Form.Item name="status" label="状态">
            <Select
              options={[
                { value: 0, label: '启用' },
                { value: 1, label: '停用' },
              ]}
            />
          </Form.Item>
          <TaxClassItems
            inherits={
              editing.parentId === null ? '开票用；留空则按卖家开票设置的默认编码' : '开票用；留空则按上级分类的设置'
            }
          />
        </Form>
      )}
    </Modal>
  );
}

function AttrsModal({ category, onClose }: { category: Omit<AdminCategory, 'children'>; onClose: () => void }) {
  const { message } = useApp();
  const save = useSaveAttr();
  const [form] = Form.useForm<CategoryAttrSave>();
  const [editingId, setEditingId] = useState<number | undefined>(undefined);
  const edit = (a: AdminCategoryAttr | null) => {
    setEditingId(a?.id);
    form.setFieldsValue(
      a ?? {
        attrKey: '',
        attrName: '',
        unit: '',
        valueType: 'text',
        filterable: true,
        sort: 0,
        categoryId: category.id,
      },
    );
  };
  return (
    <Modal open title={`属性定义：${category.name}`} footer={null} width={760} onCancel={onClose} destroyOnHidden>
      <Table<AdminCategoryAttr>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={category.attrs}
        columns={[
          { title: '属性键', dataIndex: 'attrKey' },
          { title: '名称', dataIndex: 'attrName' },
          { title: '单位', dataIndex: 'unit', render: (u: string | null) => u ?? '—' },
          { title: '类型', dataIndex: 'valueType', render: (t: 'text' | 'number') => ATTR_VALUE_TYPE_LABELS[t] },
          { title: '可筛选', dataIndex: 'filterable', render: (f: boolean) => (f ? '是' : '否') },
          { title: '操作', render: (_, a) => <a onClick={() => edit(a)}>编辑</a> },
        ]}
      />
      <Form<CategoryAttrSave>
        form={form}
        layout="inline"
        style={{ marginTop: 16, rowGap: 8 }}
        initialValues={{ valueType: 'text', filterable: true, sort: 0 }}
        onFinish={(v) =>
          save.mutate(
            { ...v, id: editingId, categoryId: category.id, unit: v.unit || null },
            {
              onSuccess: () => {
                void message.success('属性已保存');
                edit(null);
              },
            },
          )
        }
      >
        <Form.Item
          name="attrKey"
          label="属性键"
          rules={[{ required: true, pattern: /^[A-Za-z][A-Za-z0-9_]{0,63}$/, message: M.attrKeyRule }]}
        >
          <Input placeholder="如 lensMm" style={{ width: 120 }} />
        </Form.Item>
        <Form.Item
          name="attrName"
          label="名称"
          rules={[{ required: true, whitespace: true, message: M.attrNameRequired }]}
        >
          <Input placeholder="如 焦距" maxLength={30} style={{ width: 110 }} />
        </Form.Item>
        <Form.Item name="unit" label="单位">
          <Input placeholder="如 mm" maxLength={10} style={{ width: 70 }} />
        </Form.Item>
        <Form.Item name="valueType" label="类型">
          <Select
            style={{ width: 80 }}
            options={ATTR_VALUE_TYPES.map((t) => ({ value: t, label: ATTR_VALUE_TYPE_LABELS[t] }))}
          />
        </Form.Item>
        <Form.Item name="filterable" label="可筛选" valuePropName="checked">
          <Switch size="small" />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {editingId ? '保存属性' : '添加属性'}
            </Button>
            {editingId && <Button onClick={() => edit(null)}>取消编辑</Button>}
          </Space>
        </Form.Item>
      </Form>
    </Modal>
  );
}
