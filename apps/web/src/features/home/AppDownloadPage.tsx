import { MobileOutlined } from '@ant-design/icons';
import { ENTRY_PATHS } from '@portal/domain';
import { Button, Card } from 'antd';
import { Link } from 'react-router';
import { portalConfig } from '../../config.ts';
import { QrCode } from '../../components/QrCode.tsx';

/**
 * /appDownload, where the shell's "下载APP" codes lead: the portal on the phone is its own mobile-friendly entry
 * (scan, open, add to the home screen); no installer is fetched from elsewhere.
 */
export default function AppDownloadPage() {
  const brand = portalConfig().brandName;
  return (
    <Card style={{ maxWidth: 640, margin: '24px auto' }} data-testid="app-download">
      <div style={{ display: 'flex', gap: 24, alignItems: 'center', flexWrap: 'wrap' }}>
        <QrCode path={ENTRY_PATHS.mobileEntry} size={160} label="手机扫码访问" />
        <div style={{ flex: 1, minWidth: 240, lineHeight: 2 }}>
          <h2 style={{ margin: 0 }}>
            <MobileOutlined /> {brand} 手机版
          </h2>
          <div>1. 用手机扫描左侧二维码，打开{brand}手机版。</div>
          <div>2. 在浏览器菜单中选择“添加到主屏幕”，即可像APP一样随时打开。</div>
          <div>3. 登录后可浏览产品、查看订单、接收消息，与电脑端数据同步。</div>
          <Link to="/home">
            <Button type="primary" style={{ marginTop: 12 }}>
              直接进入首页
            </Button>
          </Link>
        </div>
      </div>
    </Card>
  );
}
