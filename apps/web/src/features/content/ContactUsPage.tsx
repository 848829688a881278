import { PlusOutlined } from '@ant-design/icons';
import {
  CONTENT_API,
  FEEDBACK_MAX,
  FEEDBACK_PICTURES_MAX,
  FEEDBACK_MESSAGES,
  FEEDBACK_TYPE_LABEL,
  FEEDBACK_WORDS,
  type Feedback,
  thumbnailUrl,
} from '@portal/domain';
import { Button, Empty, Form, Image, Input, List, Radio, Tag, Upload } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api/client.ts';
import { useLoginPrompt } from '../../components/LoginPrompt.tsx';
import { useSession } from '../../session/store.ts';
import { FEEDBACK_CALLS as F, uploadFile } from './queries.ts';

/** /aboutUs/contactUs: a complaint or suggestion with pictures, its history with the answers, and a lead form. */
export default function ContactUsPage() {
  const { user } = useSession();
  const { message } = useApp();
  const loginPrompt = useLoginPrompt();
  const qc = useQueryClient();
  const [form] = Form.useForm<{ type: 1 | 2; body: string; contact: string }>();
  const [pictures, setPictures] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const history = useQuery({
    queryKey: ['feedback', 'mine'],
    queryFn: () => api.page(F.page, { query: { page: 1, size: 20 } }),
    enabled: !!user,
  });

  const submit = async (v: { type: 1 | 2; body: string; contact: string }) => {
    if (!user) return loginPrompt();
    setSending(true);
    try {
      await api.call(F.create, { body: { ...v, pictures, terminal: 3 } });
      message.success(FEEDBACK_WORDS.created);
      form.resetFields();
      setPictures([]);
      await qc.invalidateQueries({ queryKey: ['feedback'] });
    } finally {
      setSending(false);
    }
  };

  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 380px', gap: 16 }}>
      <div>
        <div className="content-section">
          <h3 className="section-head">投诉与建议</h3>
          <Form form={form} layout="vertical" initialValues={{ type: 1, contact: '' }} onFinish={(v) => void submit(v)}>
            <Form.Item name="type" label="反馈类型">
              <Radio.Group options={[1, 2].map((t) => ({ value: t, label: FEEDBACK_TYPE_LABEL[t] }))} />
            </Form.Item>
            <Form.Item
              name="body"
              label="反馈内容"
              rules={[{ required: true, whitespace: true, message: '请描述您的问题或建议' }]}
            >
              <Input.TextArea rows={5} maxLength={FEEDBACK_MAX} showCount placeholder="请描述您遇到的问题或建议" />
            </Form.Item>
            <Form.Item label={`图片（最多${FEEDBACK_PICTURES_MAX}张，每张不超过10MB）`}>
              <Upload
                accept="image/png,image/jpeg"
                listType="picture-card"
                fileList={pictures.map((url) => ({ uid: url, name: url, url, status: 'done' as const }))}
                onRemove={(f) => setPictures((p) => p.filter((u) => u !== f.url))}
                customRequest={async ({ file, onSuccess, onError }) => {
                  if (!user) return loginPrompt();
                  try {
                    const r = await uploadFile(CONTENT_API.feedbackUpload, file as File);
                    setPictures((p) => [...p, r.url]);
                    onSuccess?.(r);
                  } catch (e) {
                    onError?.(e as Error);
                  }
                }}
              >
                {pictures.length < FEEDBACK_PICTURES_MAX ? <PlusOutlined /> : null}
              </Upload>
            </Form.Item>
            <Form.Item name="contact" label="联系方式（选填）">
              <Input maxLength={50} placeholder="手机号或邮箱" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={sending}>
              提交反馈
            </Button>
          </Form>
        </div>
        <div className="content-section" data-testid="feedback-history">
          <h3 className="section-head">反馈记录</h3>
          {!user ? (
            <Empty description="登录后查看反馈记录" />
          ) : history.data?.list.length ? (
            <List<Feedback>
              dataSource={history.data.list}
              renderItem={(f) => (
                <List.Item>
                  <div style={{ width: '100%' }}>
                    <Tag color={f.type === 1 ? 'red' : 'blue'}>{FEEDBACK_TYPE_LABEL[f.type]}</Tag>
                    <Tag color={f.status === 1 ? 'green' : 'default'}>{f.status === 1 ? '已回复' : '待处理'}</Tag>
                    <span style={{ color: '#8f959e' }}>
                      {new Date(f.createdAt).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai' })}
                    </span>
                    <div style={{ margin: '6px 0' }}>{f.body}</div>
                    <Image.PreviewGroup>
                      {f.pictures.map((p) => (
                        <Image
                          key={p}
                          src={thumbnailUrl(p)}
                          preview={{ src: p }}
                          width={64}
                          height={64}
                          style={{ objectFit: 'cover', marginRight: 6 }}
                        />
                      ))}
                    </Image.PreviewGroup>
                    {f.answer ? <div style={{ color: '#138a63', marginTop: 6 }}>平台回复：{f.answer}</div> : null}
                  </div>
                </List.Item>
              )}
            />
          ) : (
            <Empty description="暂无反馈记录" />
          )}
        </div>
      </div>
      <ClueForm />
    </div>
  );
}

function ClueForm() {
  const { message } = useApp();
  const [form] = Form.useForm<{ name: string; phone: string; company: string; demand: string }>();
  return (
    <div className="content-section" style={{ alignSelf: 'start' }}>
      <h3 className="section-head">获取方案</h3>
      <Form
        form={form}
        layout="vertical"
        onFinish={async (v) => {
          await api.call(F.clueAdd, { body: v });
          message.success(FEEDBACK_WORDS.clueAdded);
          form.resetFields();
        }}
      >
        <Form.Item
          name="name"
          label="联系人"
          rules={[{ required: true, whitespace: true, message: '请输入联系人姓名' }]}
        >
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item
          name="phone"
          label="手机号"
          rules={[{ required: true, pattern: /^1\d{10}$/, message: FEEDBACK_MESSAGES.cluePhone }]}
        >
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item name="company" label="公司">
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="demand" label="需求">
          <Input.TextArea maxLength={200} rows={3} />
        </Form.Item>
        <Button htmlType="submit">提交</Button>
      </Form>
    </div>
  );
}
