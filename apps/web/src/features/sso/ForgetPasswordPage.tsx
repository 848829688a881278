import { Button, Empty } from 'antd';
import { Link } from 'react-router';

export default function ForgetPasswordPage() {
  return (
    <div style={{ padding: '24px 0' }}>
      <h2 style={{ textAlign: 'center', margin: '0 0 12px' }}>找回密码</h2>
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="短信验证找回密码即将上线，如需帮助请联系客服">
        <Link to="/sso/login">
          <Button type="primary">返回登录</Button>
        </Link>
      </Empty>
    </div>
  );
}
