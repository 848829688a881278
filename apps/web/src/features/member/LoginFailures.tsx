import { ACCOUNT_LOCKOUT } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { Card, Table, Typography } from 'antd';
import { loginFailures } from './queries.ts';

/** The owner's view of failed password sign-ins (time, address): someone guessing shows here. */
export function LoginFailures() {
  const { data, isLoading } = useQuery({ queryKey: ['account', 'loginFailures'], queryFn: loginFailures });
  return (
    <Card title="登录失败记录" size="small" className="member-login-failures">
      <Typography.Paragraph type="secondary">
        近30天内的密码登录失败记录。{ACCOUNT_LOCKOUT.windowMinutes}分钟内失败{ACCOUNT_LOCKOUT.failures}
        次后，密码登录将暂停{ACCOUNT_LOCKOUT.windowMinutes}分钟，可使用短信验证码登录或重置密码。
      </Typography.Paragraph>
      <Table
        size="small"
        rowKey={(r) => `${r.time}-${r.ip}`}
        loading={isLoading}
        dataSource={data ?? []}
        pagination={false}
        locale={{ emptyText: '暂无登录失败记录' }}
        columns={[
          { title: '时间', dataIndex: 'time', render: (t: string) => new Date(t).toLocaleString('zh-CN') },
          { title: '地址', dataIndex: 'ip' },
        ]}
      />
    </Card>
  );
}
