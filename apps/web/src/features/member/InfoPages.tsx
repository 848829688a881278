import { CERT_STATUS_LABEL, ENTERPRISE_TYPE_LABEL, USER_TYPE_LABEL, chinaDate, isPdfUrl } from '@portal/domain';
import { Button, Descriptions, Empty, Image, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useSession } from '../../session/store.ts';
import { useEnterpriseDetail } from '../auth/index.ts';

/** /member/registerInfo: what the account was registered with. */
function RegisterInfoPage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="member-card">
      <h3 className="member-title">注册信息</h3>
      <Descriptions column={1} bordered size="middle">
        <Descriptions.Item label="账号">{user.accountNo}</Descriptions.Item>
        <Descriptions.Item label="注册手机号">{user.phone}</Descriptions.Item>
        <Descriptions.Item label="用户类型">{USER_TYPE_LABEL[user.userType]}</Descriptions.Item>
        <Descriptions.Item label="实名认证">{user.personAuthStatus === 1 ? '已实名' : '未实名'}</Descriptions.Item>
      </Descriptions>
    </div>
  );
}

/** /member/memberInfo: level and groups. */
export function MemberInfoPage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="member-card">
      <h3 className="member-title">会员信息</h3>
      <Descriptions column={1} bordered size="middle">
        <Descriptions.Item label="会员等级">
          {user.memberLevel === 0 ? '普通会员' : `V${user.memberLevel} 会员`}
        </Descriptions.Item>
        <Descriptions.Item label="所属分组">
          {user.groupBinds.length ? user.groupBinds.map((g) => <Tag key={g.tagName}>{g.title}</Tag>) : '暂无'}
        </Descriptions.Item>
        <Descriptions.Item label="下单一级经销商">
          {user.hasBindFirstDistributor ? '已选择' : '未选择'}
          <Link to="/bindFirst" style={{ marginLeft: 12 }}>
            管理
          </Link>
        </Descriptions.Item>
      </Descriptions>
    </div>
  );
}

/** /member/cert: the enterprise certificate and its review state. */
export function CertPage() {
  const { login } = useSession();
  const cert = useEnterpriseDetail(login);
  const c = cert.data;
  return (
    <div className="member-card">
      <h3 className="member-title">企业认证</h3>
      {!c ? (
        <Empty description="您还未提交企业认证">
          <Link to="/auth">
            <Button type="primary">去认证</Button>
          </Link>
        </Empty>
      ) : (
        <Descriptions column={1} bordered size="middle">
          <Descriptions.Item label="审核状态">
            <Tag color={c.auditStatus === 1 ? 'green' : c.auditStatus === 2 ? 'red' : 'blue'}>
              {CERT_STATUS_LABEL[c.auditStatus]}
            </Tag>
            {c.auditStatus === 2 ? `驳回原因：${c.rejectReason ?? '—'}` : null}
            {c.auditStatus !== 1 ? (
              <Link to="/auth" style={{ marginLeft: 12 }}>
                修改资料
              </Link>
            ) : null}
          </Descriptions.Item>
          <Descriptions.Item label="认证编号">{c.enterpriseNo}</Descriptions.Item>
          {c.auditStatus === 1 && c.reviewedAt ? (
            <Descriptions.Item label="认证日期">{chinaDate(new Date(c.reviewedAt))}</Descriptions.Item>
          ) : null}
          <Descriptions.Item label="企业名称">{c.companyName}</Descriptions.Item>
          <Descriptions.Item label="统一社会信用代码">{c.creditCode}</Descriptions.Item>
          <Descriptions.Item label="企业类型">{ENTERPRISE_TYPE_LABEL[c.enterpriseType] ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="所在区域">{`${c.provinceName}${c.cityName}${c.areaName} ${c.address}`}</Descriptions.Item>
          <Descriptions.Item label="联系人">{`${c.contactName} ${c.contactPhone}`}</Descriptions.Item>
          <Descriptions.Item label="营业执照">
            {!c.licenceUrl ? (
              <Typography.Text type="secondary">由平台登记认证，未存营业执照影像</Typography.Text>
            ) : isPdfUrl(c.licenceUrl) ? (
              <a href={c.licenceUrl} target="_blank" rel="noreferrer">
                查看
              </a>
            ) : (
              <Image src={c.licenceUrl} width={120} alt="营业执照" />
            )}
          </Descriptions.Item>
        </Descriptions>
      )}
    </div>
  );
}

export default RegisterInfoPage;
