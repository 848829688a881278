/**
 * 搜索热词 (issue 45 §4): the words under the search box, each with its hot mark and either a search for the word or
 * a link into the site, in the list's order. The search box shows the enabled ones from the next request on; every
 * save is in the audit log.
 */
import { HOT_WORD_MAX, HotWordLink, type HotWordRow } from '@portal/domain';
import { Button, Form, Input, InputNumber, Radio, Space, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { FormDialog } from '../../components/FormDialog.tsx';
import { useApp } from '../../components/feedback/useApp.ts';
import { useHotWords, useSaveHotWord } from './hot-word-queries.ts';

interface FormValues {
  word: string;
  hot: boolean;
  linkType: 0 | 1;
  linkUrl: string | null;
  sort: number;
  enabled: boolean;
}

export function HotWordPanel() {
  const { data, isFetching } = useHotWords();
  const [editing, setEditing] = useState<HotWordRow | 'new' | null>(null);
  const save = useSaveHotWord();
  const { message } = useApp();
  const [form] = Form.useForm<FormValues>();
  const linkType = Form.useWatch('linkType', form);
  const openForm = (h: HotWordRow | 'new') => {
    setEditing(h);
    form.setFieldsValue(
      h === 'new'
        ? { word: '', hot: false, linkType: 0, linkUrl: null, sort: (data?.length ?? 0) + 1, enabled: true }
        : { ...h, linkType: h.linkType === HotWordLink.url ? 1 : 0 },
    );
  };
  const submit = async (v: FormValues) => {
    const linkUrl = v.linkType === HotWordLink.url ? v.linkUrl : null;
    await save.mutateAsync({ ...(editing !== 'new' && editing ? { id: editing.id } : {}), ...v, linkUrl });
    void message.success('热词已保存');
    setEditing(null);
  };
  return (
    <div data-testid="hot-word-panel">
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={() => openForm('new')}>
          新建热词
        </Button>
        <Typography.Text type="secondary">搜索框下方的热词，按排序从小到大显示；停用的不显示。</Typography.Text>
      </Space>
      <Table<HotWordRow>
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={data ?? []}
        pagination={false}
        columns={[
          { title: '排序', dataIndex: 'sort', width: 70 },
          {
            title: '热词',
            render: (_, h) => (
              <Space>
                {h.word}
                {h.hot && <Tag color="red">热</Tag>}
              </Space>
            ),
          },
          {
            title: '点击后',
            render: (_, h) => (h.linkType === HotWordLink.url ? `打开 ${h.linkUrl ?? ''}` : '搜索该词'),
          },
          { title: '状态', width: 80, render: (_, h) => (h.enabled ? '启用' : <Tag>停用</Tag>) },
          {
            title: '操作',
            width: 80,
            render: (_, h) => (
              <Button type="link" size="small" onClick={() => openForm(h)}>
                编辑
              </Button>
            ),
          },
        ]}
      />
      <FormDialog
        title={editing === 'new' ? '新建热词' : '编辑热词'}
        open={editing !== null}
        saving={save.isPending}
        form={form}
        onCancel={() => setEditing(null)}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item name="word" label="热词" rules={[{ required: true, whitespace: true, message: '请输入热词' }]}>
          <Input maxLength={HOT_WORD_MAX} showCount />
        </Form.Item>
        <Form.Item name="hot" label="热门标记" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="linkType" label="点击后">
          <Radio.Group
            options={[
              { value: HotWordLink.search, label: '搜索该词' },
              { value: HotWordLink.url, label: '打开站内链接' },
            ]}
          />
        </Form.Item>
        {linkType === HotWordLink.url && (
          <Form.Item
            name="linkUrl"
            label="站内链接（以 / 开头）"
            rules={[{ required: true, pattern: /^\/\S*$/, message: '链接须为站内地址，以 / 开头' }]}
          >
            <Input placeholder="/product/list?keyword=球机" />
          </Form.Item>
        )}
        <Form.Item name="sort" label="排序（小的在前）">
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
        <Form.Item name="enabled" label="启用" valuePropName="checked">
          <Switch />
        </Form.Item>
      </FormDialog>
    </div>
  );
}
