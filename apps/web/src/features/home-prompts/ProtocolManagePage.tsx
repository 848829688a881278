/**
 * /aboutUs/protocolManage (协议版本管理), for the provider's sales accounts: publish a protocol's next version
 * (the server numbers it) and see every version; accounts meet the legal-update dialog for it on /home.
 */
import {
  mayCall,
  POLICY_MESSAGES,
  PROMPT_ROUTES as P,
  PROTOCOL_CODES,
  PROTOCOL_NAMES,
  STATIC_TABS,
  type PublishProtocolInput,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Result, Select, Table, Tag } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { dayjs } from '../../components/dates.ts';
import { api } from '../../api/client.ts';
import { useSession } from '../../session/store.ts';

const KEY = ['prompt', 'protocolVersions'] as const;

export default function ProtocolManagePage() {
  const { user } = useSession();
  const { message } = useApp();
  const qc = useQueryClient();
  const [form] = Form.useForm<PublishProtocolInput>();
  const staff = mayCall(P.publishProtocol, user);
  const versions = useQuery({ queryKey: KEY, queryFn: () => api.call(P.protocolVersions), enabled: staff });
  const publish = useMutation({
    mutationFn: (body: PublishProtocolInput) => api.call(P.publishProtocol, { body }),
    onSuccess: (v) => {
      void message.success(`已发布「${v.protocolName}」第 ${v.version} 版`);
      form.resetFields();
      void qc.invalidateQueries({ queryKey: KEY });
    },
  });
  if (!staff) return <Result status="403" title={POLICY_MESSAGES.staff} />;
  return (
    <div style={{ padding: '16px 0' }} data-testid="protocol-manage">
      <Card title="发布协议新版本" size="small" style={{ marginBottom: 16 }}>
        <Form<PublishProtocolInput>
          form={form}
          layout="inline"
          initialValues={{ kind: 'sign', protocolUrl: '/aboutUs/staticContent?tab=userAgreement' }}
          onFinish={(v) => publish.mutate(v)}
        >
          <Form.Item name="code" rules={[{ required: true, message: '请选择协议' }]}>
            <Select
              placeholder="协议"
              style={{ width: 180 }}
              options={PROTOCOL_CODES.map((c) => ({ value: c, label: `${PROTOCOL_NAMES[c]}（${c}）` }))}
              onChange={(c: (typeof PROTOCOL_CODES)[number]) =>
                form.setFieldsValue({ protocolName: PROTOCOL_NAMES[c], kind: c === 61 ? 'safety' : 'sign' })
              }
            />
          </Form.Item>
          <Form.Item name="protocolName" rules={[{ required: true, message: '请输入协议名称' }]}>
            <Input placeholder="协议名称" maxLength={60} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="protocolUrl" rules={[{ required: true, message: '请输入协议正文地址' }]}>
            <Select
              style={{ width: 300 }}
              options={STATIC_TABS.map((t) => ({
                value: `/aboutUs/staticContent?tab=${t}`,
                label: `/aboutUs/staticContent?tab=${t}`,
              }))}
            />
          </Form.Item>
          <Form.Item name="kind">
            <Select
              style={{ width: 140 }}
              options={[
                { value: 'sign', label: '需签署协议' },
                { value: 'safety', label: '服务安全确认' },
              ]}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={publish.isPending}>
            发布新版本
          </Button>
        </Form>
      </Card>
      <Table
        rowKey="id"
        size="small"
        loading={versions.isLoading}
        dataSource={versions.data ?? []}
        pagination={{ pageSize: 10 }}
        columns={[
          { title: '协议', render: (_, v) => `${v.protocolName}（${v.code}）` },
          { title: '版本', render: (_, v) => <Tag color="red">第 {v.version} 版</Tag> },
          { title: '类型', render: (_, v) => (v.kind === 'safety' ? '服务安全确认' : '需签署协议') },
          { title: '正文', render: (_, v) => <a href={v.protocolUrl}>{v.protocolUrl}</a> },
          { title: '发布时间', render: (_, v) => dayjs(v.createdAt).format('YYYY-MM-DD HH:mm') },
        ]}
      />
    </div>
  );
}
