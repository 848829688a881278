/**
 * /staffManage (provider staff, 业务员管理): invite a staff member by phone (an SMS with the invitation code; the
 * invitee sets a password at /sso/invite), see every staff account and its invitation, send an open one again.
 */
import {
  INVITATION_ROUTES as E,
  INVITATION_WORDS,
  INVITATION_RULES,
  INVITATION_STATUS_LABELS,
  POLICY_MESSAGES,
  mayCall,
  type StaffMember,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Result, Space, Tag, Typography } from 'antd';
import { api } from '../../api/client.ts';
import { PagedTable } from '../../components/PagedTable.tsx';
import { StaffHeader } from '../../components/StaffHeader.tsx';
import { useApp } from '../../components/feedback/useApp.ts';
import { useSession } from '../../session/store.ts';
import { phoneRules } from '../account/index.ts';
import { beijingTime } from './time.ts';

const STATUS_COLOR = { pending: 'orange', accepted: 'green', expired: 'default' } as const;

export default function StaffManagePage() {
  const { user } = useSession();
  if (!mayCall(E.staffList, user)) return <Result status="403" title={POLICY_MESSAGES.staff} />;
  return <StaffManage />;
}

function StaffManage() {
  const { message } = useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<{ phone: string; nickname?: string }>();
  const staff = useQuery({ queryKey: ['staff', 'list'], queryFn: () => api.call(E.staffList, {}) });
  const invite = useMutation({
    mutationFn: (body: { phone: string; nickname?: string | undefined }) => api.call(E.inviteStaff, { body }),
    onSuccess: (m) => {
      void message.success(`${INVITATION_WORDS.sent}：${m.phone}`);
      form.resetFields();
      void client.invalidateQueries({ queryKey: ['staff'] });
    },
  });
  return (
    <div className="settle-section" style={{ marginTop: 8 }} data-testid="staff-manage">
      <StaffHeader
        title="业务员管理"
        links={[
          ['/auditLog', '查看操作日志'],
          ['/catalogueManage', '商品维护'],
          ['/dataImport', '数据导入'],
        ]}
      />
      <Form
        form={form}
        layout="inline"
        onFinish={(v) => invite.mutate({ phone: v.phone.trim(), nickname: v.nickname?.trim() || undefined })}
        style={{ marginBottom: 8 }}
      >
        <Form.Item name="phone" label="手机号" rules={phoneRules}>
          <Input placeholder="被邀请人的手机号" maxLength={11} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="nickname" label="姓名">
          <Input placeholder="选填" maxLength={INVITATION_RULES.nicknameMax} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={invite.isPending}>
            发送邀请
          </Button>
        </Form.Item>
      </Form>
      <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
        被邀请人将收到含邀请码的短信（{INVITATION_RULES.ttlDays}
        天内有效），在登录页点击“收到邀请？设置密码”，用手机号和邀请码设置密码后即可以业务员身份登录。
      </Typography.Paragraph>
      <PagedTable<StaffMember>
        testId="staff-list"
        rowKey="accountNo"
        loading={staff.isLoading}
        rows={staff.data}
        columns={[
          { title: '账号', dataIndex: 'accountNo' },
          { title: '手机号', dataIndex: 'phone' },
          { title: '姓名', dataIndex: 'nickname', render: (n: string | null) => n ?? '—' },
          {
            title: '状态',
            render: (_, s) =>
              s.status === 'active' ? <Tag color="green">正常</Tag> : <Tag color="orange">待接受邀请</Tag>,
          },
          {
            title: '邀请',
            render: (_, s) =>
              s.invitation ? (
                <Space size={4} wrap>
                  <Tag color={STATUS_COLOR[s.invitation.status]}>{INVITATION_STATUS_LABELS[s.invitation.status]}</Tag>
                  <span>
                    {s.invitation.invitedBy ?? '—'} 于 {beijingTime(s.invitation.sentAt)} 发送
                  </span>
                </Space>
              ) : (
                '管理命令创建'
              ),
          },
          {
            title: '有效期至 / 接受时间',
            render: (_, s) =>
              s.invitation
                ? s.invitation.acceptedAt
                  ? beijingTime(s.invitation.acceptedAt)
                  : beijingTime(s.invitation.expiresAt)
                : '—',
          },
          {
            title: '操作',
            render: (_, s) =>
              s.status === 'invited' ? (
                <Button
                  size="small"
                  loading={invite.isPending && invite.variables?.phone === s.phone}
                  onClick={() => invite.mutate({ phone: s.phone })}
                >
                  重新发送
                </Button>
              ) : null,
          },
        ]}
      />
    </div>
  );
}
