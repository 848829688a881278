import { UploadOutlined } from '@ant-design/icons';
import {
  CONTENT_API,
  CONTENT_TYPE_LABEL,
  INFORMATION_ROUTES as I,
  type ContentSaveInput,
  type ManageContent,
} from '@portal/domain';
import { Button, Drawer, Form, Input, InputNumber, Progress, Select, Space, Switch, Upload } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../api/client.ts';
import { useIndustries } from '../solution/index.ts';
import { RichTextEditor } from './RichTextEditor.tsx';
import { SolutionProductsField } from './SolutionProductsField.tsx';
import { uploadFile } from './queries.ts';

type Values = Omit<ContentSaveInput, 'attachments' | 'bodyHtml' | 'publish'>;
type Attachment = { name: string; url: string; sizeBytes: number };

function UploadButton({
  kind,
  label,
  onDone,
}: {
  kind: 'image' | 'video' | 'file';
  label: string;
  onDone: (r: Attachment) => void;
}) {
  // how much of the file has gone (a 100 MB video takes minutes on a slow line; it goes on while it moves)
  const [sent, setSent] = useState<number | null>(null);
  return (
    <Space>
      <Upload
        accept={kind === 'image' ? 'image/png,image/jpeg' : kind === 'video' ? 'video/mp4' : undefined}
        showUploadList={false}
        customRequest={async ({ file, onSuccess, onError }) => {
          setSent(0);
          try {
            const r = await uploadFile(`${CONTENT_API.manageUpload}?kind=${kind}`, file as File, setSent);
            onDone(r);
            onSuccess?.(r);
          } catch (e) {
            onError?.(e as Error);
          } finally {
            setSent(null);
          }
        }}
      >
        <Button icon={<UploadOutlined />} loading={sent !== null}>
          {label}
        </Button>
      </Upload>
      {sent !== null && (
        <Progress percent={Math.floor(sent * 100)} size="small" style={{ width: 160 }} aria-label="上传进度" />
      )}
    </Space>
  );
}

/** Create or edit content of any type: rich text with pictures, video with poster, attachments; save or publish. */
export function ContentEditor({
  editing,
  onClose,
}: {
  editing: ManageContent | 'new' | null;
  onClose: (saved: boolean) => void;
}) {
  const { message } = useApp();
  const [form] = Form.useForm<Values>();
  const [body, setBody] = useState('');
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [saving, setSaving] = useState(false);
  const type = Form.useWatch('type', form) ?? 0;
  const videoUrl = Form.useWatch('videoUrl', form);
  const posterUrl = Form.useWatch('posterUrl', form);
  const industries = useIndustries();
  const categories = useQuery({ queryKey: ['content', 'categories'], queryFn: () => api.call(I.categories) });
  const full = useQuery({
    queryKey: ['content', 'manage', 'detail', editing === 'new' ? 0 : editing?.contentId],
    queryFn: () =>
      api.get<ManageContent>(CONTENT_API.manageDetail, { contentId: (editing as ManageContent).contentId }),
    enabled: !!editing && editing !== 'new',
  });

  useEffect(() => {
    if (!editing) return;
    const c = editing === 'new' ? null : (full.data ?? null);
    if (editing !== 'new' && !c) return;
    form.resetFields();
    form.setFieldsValue(formValuesOf(c));
    setBody(c?.bodyHtml ?? '');
    setAttachments(c?.attachments.map((a) => ({ name: a.name, url: a.url, sizeBytes: a.sizeBytes })) ?? []);
  }, [editing, full.data, form]);

  const save = async (publish: boolean) => {
    const { products, ...v } = await form.validateFields();
    setSaving(true);
    try {
      await api.call(I.manageSave, {
        body: {
          ...v,
          ...(editing && editing !== 'new' ? { contentId: editing.contentId } : {}),
          bodyHtml: body,
          attachments,
          // a solution saves its product list; another type has none
          ...(v.type === 3 ? { products: products ?? [] } : {}),
          publish,
        },
      });
      message.success(publish ? '已发布' : '已保存');
      onClose(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open={!!editing}
      width={820}
      title={editing === 'new' ? '新建内容' : '编辑内容'}
      onClose={() => onClose(false)}
      extra={
        <Space>
          <Button loading={saving} onClick={() => void save(false)}>
            保存草稿
          </Button>
          <Button type="primary" loading={saving} onClick={() => void save(true)}>
            保存并发布
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical">
        <KindFields type={type} categories={categories.data ?? []} industries={industries} />
        <Form.Item name="title" label="标题" rules={[{ required: true, whitespace: true, message: '请输入标题' }]}>
          <Input maxLength={100} showCount />
        </Form.Item>
        <Form.Item name="summary" label="摘要">
          <Input.TextArea maxLength={300} rows={2} />
        </Form.Item>
        <Form.Item name="coverUrl" hidden>
          <Input />
        </Form.Item>
        <Form.Item name="videoUrl" hidden>
          <Input />
        </Form.Item>
        <Form.Item name="posterUrl" hidden>
          <Input />
        </Form.Item>
        <Space wrap style={{ marginBottom: 16 }}>
          <UploadButton kind="image" label="上传封面" onDone={(r) => form.setFieldValue('coverUrl', r.url)} />
          {type === 1 ? (
            <>
              <UploadButton
                kind="video"
                label="上传视频（MP4）"
                onDone={(r) => form.setFieldValue('videoUrl', r.url)}
              />
              <UploadButton kind="image" label="上传海报" onDone={(r) => form.setFieldValue('posterUrl', r.url)} />
            </>
          ) : null}
          <UploadButton kind="file" label="添加附件" onDone={(r) => setAttachments((a) => [...a, r])} />
        </Space>
        {type === 1 && videoUrl ? (
          <video
            src={videoUrl}
            poster={posterUrl ?? undefined}
            controls
            style={{ width: 320, display: 'block', marginBottom: 12 }}
          />
        ) : null}
        {attachments.map((a) => (
          <div key={a.url}>
            📎 {a.name} <a onClick={() => setAttachments((list) => list.filter((x) => x.url !== a.url))}>移除</a>
          </div>
        ))}
        {type === 3 ? (
          <SolutionProductsField contentId={editing && editing !== 'new' ? editing.contentId : undefined} />
        ) : null}
        <Form.Item label="正文">
          <RichTextEditor value={body} onChange={setBody} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}

/** The form's values for a content being edited, or a new one's defaults (an article, not hot, order 0). */
function formValuesOf(c: ManageContent | null): Partial<Values> {
  return c
    ? {
        type: c.type,
        title: c.title,
        summary: c.summary,
        categoryId: c.categoryId,
        industryId: c.industryId,
        coverUrl: c.coverUrl,
        videoUrl: c.videoUrl,
        posterUrl: c.posterUrl,
        hot: c.hot,
        sort: c.sort,
        products: c.products,
      }
    : { type: 0, hot: false, sort: 0, products: [] };
}

/** Type, then its category (articles and videos) or industry (cases and solutions), hot and order. */
function KindFields({
  type,
  categories,
  industries,
}: {
  type: number;
  categories: { id: number; name: string; type: number }[];
  industries: ReturnType<typeof useIndustries>;
}) {
  return (
    <Space size="large" wrap>
      <Form.Item name="type" label="类型">
        <Select
          style={{ width: 120 }}
          options={[0, 1, 2, 3].map((t) => ({ value: t, label: CONTENT_TYPE_LABEL[t as 0] }))}
        />
      </Form.Item>
      {type <= 1 ? (
        <Form.Item name="categoryId" label="分类">
          <Select
            style={{ width: 160 }}
            allowClear
            options={categories.filter((c) => c.type === type).map((c) => ({ value: c.id, label: c.name }))}
          />
        </Form.Item>
      ) : (
        <Form.Item name="industryId" label="行业">
          <Select style={{ width: 160 }} allowClear options={industries.map((i) => ({ value: i.id, label: i.name }))} />
        </Form.Item>
      )}
      <Form.Item name="hot" label="热门" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="sort" label="排序（大者在前）">
        <InputNumber min={0} max={9999} />
      </Form.Item>
    </Space>
  );
}
