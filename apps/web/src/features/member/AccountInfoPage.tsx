import { UserOutlined } from '@ant-design/icons';
import { USER_TYPE_LABEL, UserType, accountCertLabel, fulfilsMallOrders } from '@portal/domain';
import { Avatar, Button, Descriptions, Tag } from 'antd';
import { Link } from 'react-router';
import { useSession } from '../../session/store.ts';
import { useEnterpriseDetail } from '../auth/index.ts';
import { useBindDetail } from '../dealer/index.ts';
import { useAccountPath } from '../../session/useAccountPath.ts';

/** /member/accountInfo: who the user is, their ordering dealer and certification. */
export default function AccountInfoPage() {
  const { user, login } = useSession();
  const bind = useBindDetail(login);
  const cert = useEnterpriseDetail(login);
  const to = useAccountPath();
  if (!user) return null;
  const current = bind.data?.current;
  return (
    <div className="member-card">
      <div className="member-profile">
        <Avatar size={64} src={user.avatarUrl ?? undefined} icon={<UserOutlined />} />
        <div>
          <div className="member-name">{user.nickname ?? user.phone}</div>
          <Tag color="red">{USER_TYPE_LABEL[user.userType]}</Tag>
        </div>
        <Link to={to('/member/accountSetting/baseInfo')} style={{ marginLeft: 'auto' }}>
          <Button>编辑资料</Button>
        </Link>
      </div>
      <Descriptions column={1} bordered size="middle" className="member-desc">
        <Descriptions.Item label="账号">{user.accountNo}</Descriptions.Item>
        <Descriptions.Item label="手机号">{user.phone}</Descriptions.Item>
        <Descriptions.Item label="下单一级经销商">
          {!current && fulfilsMallOrders(user.userType) ? (
            '无需选择（一级经销商无需在采购商城下单）'
          ) : (
            <>
              {current ? current.bindMerchantName : '未选择'}
              <Link to="/bindFirst" style={{ marginLeft: 12 }}>
                {current ? '更换' : '去选择'}
              </Link>
            </>
          )}
        </Descriptions.Item>
        <Descriptions.Item label="企业认证">
          <span data-testid="account-cert">{accountCertLabel(user, cert.data?.auditStatus ?? null)}</span>
          {cert.data || user.userType === UserType.person ? (
            <Link to={cert.data ? to('/member/cert') : '/auth'} style={{ marginLeft: 12 }}>
              {cert.data ? '查看' : '去认证'}
            </Link>
          ) : null}
        </Descriptions.Item>
      </Descriptions>
    </div>
  );
}
