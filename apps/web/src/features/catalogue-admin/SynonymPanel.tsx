/**
 * 搜索同义词 (issue 46): the words dealers use for the same thing (球机 = 球型摄像机 = 快球), each group with the phrases
 * where its words mean something else (硬盘 inside 硬盘录像机). The product search and the search box's category
 * suggestion use the enabled groups from the next request on; every save is in the audit log.
 */
import { SYNONYM_WORDS_MAX, type SynonymGroupRow } from '@portal/domain';
import { Button, Form, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { FormDialog } from '../../components/FormDialog.tsx';
import { useApp } from '../../components/feedback/useApp.ts';
import { useSaveSynonym, useSynonyms } from './synonym-queries.ts';

interface FormValues {
  words: string[];
  excludes: string[];
  enabled: boolean;
}

export function SynonymPanel() {
  const { data, isFetching } = useSynonyms();
  const [editing, setEditing] = useState<SynonymGroupRow | 'new' | null>(null);
  const save = useSaveSynonym();
  const { message } = useApp();
  const [form] = Form.useForm<FormValues>();
  const openForm = (g: SynonymGroupRow | 'new') => {
    setEditing(g);
    form.setFieldsValue(g === 'new' ? { words: [], excludes: [], enabled: true } : g);
  };
  const submit = async (v: FormValues) => {
    await save.mutateAsync({ ...(editing !== 'new' && editing ? { id: editing.id } : {}), ...v });
    void message.success('同义词已保存');
    setEditing(null);
  };
  return (
    <div data-testid="synonym-panel">
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={() => openForm('new')}>
          新建同义词组
        </Button>
        <Typography.Text type="secondary">
          一组里的词在商品搜索中视为同一个意思；排除词里出现的不算（如「硬盘」不算「硬盘录像机」）。
        </Typography.Text>
      </Space>
      <Table<SynonymGroupRow>
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={data ?? []}
        pagination={false}
        columns={[
          {
            title: '同义词（第一个为组名）',
            render: (_, g) =>
              g.words.map((w, i) => (
                <Tag key={w} color={i === 0 ? 'blue' : undefined}>
                  {w}
                </Tag>
              )),
          },
          { title: '排除词', render: (_, g) => g.excludes.map((w) => <Tag key={w}>{w}</Tag>) },
          { title: '状态', width: 80, render: (_, g) => (g.enabled ? '启用' : <Tag>停用</Tag>) },
          {
            title: '操作',
            width: 80,
            render: (_, g) => (
              <Button type="link" size="small" onClick={() => openForm(g)}>
                编辑
              </Button>
            ),
          },
        ]}
      />
      <FormDialog
        title={editing === 'new' ? '新建同义词组' : '编辑同义词组'}
        open={editing !== null}
        saving={save.isPending}
        form={form}
        onCancel={() => setEditing(null)}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item
          name="words"
          label="同义词（回车分隔，至少两个）"
          rules={[{ required: true, type: 'array', min: 2, message: '一组同义词至少要有两个词' }]}
        >
          <Select mode="tags" open={false} maxCount={SYNONYM_WORDS_MAX} aria-label="同义词" />
        </Form.Item>
        <Form.Item name="excludes" label="排除词（这些词里出现的不算）">
          <Select mode="tags" open={false} maxCount={SYNONYM_WORDS_MAX} aria-label="排除词" />
        </Form.Item>
        <Form.Item name="enabled" label="启用" valuePropName="checked">
          <Switch />
        </Form.Item>
      </FormDialog>
    </div>
  );
}
