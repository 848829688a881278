import { SafetyCertificateFilled } from '@ant-design/icons';
import { UserType } from '@portal/domain';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { useSession } from '../../session/store.ts';

/** Certification guide for guests and individual users: /auth when logged in, else /register. */
export function CertGuide() {
  const { user, login } = useSession();
  const navigate = useNavigate();
  const loggedIn = login && !!user;
  if (loggedIn && user.userType !== UserType.person) return null;
  const go = () => navigate(loggedIn ? '/auth' : '/register');
  return (
    <div
      className="cert-guide container"
      role="button"
      tabIndex={0}
      onClick={go}
      onKeyDown={(e) => e.key === 'Enter' && go()}
    >
      <SafetyCertificateFilled className="cert-guide-icon" />
      <div className="cert-guide-text">
        <b>完成企业认证，解锁经销商专享价</b>
        <span>认证后可查看渠道价格、绑定一级经销商在线采购，并获取营销物料与项目支持</span>
      </div>
      <Button type="primary" size="large" onClick={(e) => (e.stopPropagation(), go())}>
        {loggedIn ? '立即认证' : '注册并认证'}
      </Button>
    </div>
  );
}
