/** 客户分组: which groups (a tag and its name) a merchant belongs to; the dealer list and the session show them. */
import type { MerchantGroupRow } from '@portal/domain';
import { Button, Form, Input, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import { FormDialog } from '../../components/FormDialog.tsx';
import { PagedTable, useServerPage } from '../../components/PagedTable.tsx';
import { useApp } from '../../components/feedback/useApp.ts';
import { useDeleteGroup, useMerchantGroups, useSaveGroup } from './queries.ts';

interface FormValues {
  merchantNo: string;
  tagName: string;
  title: string;
}

export function GroupPanel() {
  const list = useServerPage(useMerchantGroups);
  const [editing, setEditing] = useState<MerchantGroupRow | 'new' | null>(null);
  const save = useSaveGroup();
  const remove = useDeleteGroup();
  const { message } = useApp();
  const [form] = Form.useForm<FormValues>();
  const openForm = (g: MerchantGroupRow | 'new') => {
    setEditing(g);
    form.setFieldsValue(g === 'new' ? { merchantNo: '', tagName: '', title: '' } : g);
  };
  const submit = async (v: FormValues) => {
    await save.mutateAsync({ ...(editing !== 'new' && editing ? { id: editing.id } : {}), ...v });
    void message.success('客户分组已保存');
    setEditing(null);
  };
  return (
    <PagedTable<MerchantGroupRow, { keyword?: string }>
      testId="group-panel"
      rowKey="id"
      {...list}
      filters={
        <Form.Item name="keyword">
          <Input
            allowClear
            placeholder="商户编号、企业名称或分组标签"
            aria-label="查找客户分组"
            style={{ width: 280 }}
          />
        </Form.Item>
      }
      create={{ label: '商户加入分组', onClick: () => openForm('new') }}
      columns={[
        { title: '商户编号', dataIndex: 'merchantNo', width: 120 },
        { title: '企业名称', dataIndex: 'companyName' },
        { title: '分组标签', render: (_, g) => <Tag color="blue">{g.tagName}</Tag> },
        { title: '分组名称', dataIndex: 'title' },
        {
          title: '操作',
          width: 130,
          render: (_, g) => (
            <Space size={0}>
              <Button type="link" size="small" onClick={() => openForm(g)}>
                编辑
              </Button>
              <Popconfirm
                title={`将 ${g.companyName} 移出「${g.tagName}」？`}
                okText="移出"
                cancelText="取消"
                onConfirm={async () => {
                  await remove.mutateAsync(g.id);
                  void message.success('已移出分组');
                }}
              >
                <Button type="link" size="small" danger>
                  移出
                </Button>
              </Popconfirm>
            </Space>
          ),
        },
      ]}
    >
      <FormDialog
        title={editing === 'new' ? '商户加入分组' : '编辑客户分组'}
        open={editing !== null}
        saving={save.isPending}
        form={form}
        onCancel={() => setEditing(null)}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item
          name="merchantNo"
          label="商户编号"
          rules={[{ required: true, whitespace: true, message: '请输入商户编号' }]}
        >
          <Input placeholder="如 M10001" maxLength={64} />
        </Form.Item>
        <Form.Item
          name="tagName"
          label="分组标签"
          rules={[{ required: true, whitespace: true, message: '请输入分组标签' }]}
        >
          <Input placeholder="如 门禁对讲" maxLength={20} showCount />
        </Form.Item>
        <Form.Item
          name="title"
          label="分组名称"
          rules={[{ required: true, whitespace: true, message: '请输入分组名称' }]}
        >
          <Input placeholder="如 门禁对讲授权经销" maxLength={30} showCount />
        </Form.Item>
      </FormDialog>
    </PagedTable>
  );
}
