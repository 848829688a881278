import { CloseOutlined } from '@ant-design/icons';
import { ENTRY_PATHS, showsBottomBar, UserType } from '@portal/domain';
import { Button } from 'antd';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { QrCode } from '../../components/QrCode.tsx';
import { ClueMarquee } from '../../features/content/index.ts';
import { useSession } from '../../session/store.ts';

const CLOSED_KEY = 'bottomBarClosed';

/**
 * The bottom bar for visitors and individual users (part 1 §6): the marquee of recent needs (content's clues), the
 * way to get a scheme and the QR code of the portal's mobile entry; closed for the browser session. Not on product
 * pages, where the compare bar takes the bottom.
 */
export function BottomBar() {
  const { user, login } = useSession();
  const { pathname } = useLocation();
  const [closed, setClosed] = useState(() => sessionStorage.getItem(CLOSED_KEY) === '1');
  const userType = login && user ? user.userType : UserType.tourist;
  if (closed || !showsBottomBar(userType) || pathname.startsWith('/product')) return null;
  return (
    <div className="bottom-bar" data-testid="bottom-bar">
      <div className="container bottom-bar-inner">
        <QrCode path={ENTRY_PATHS.mobileEntry} size={56} />
        <div className="bottom-bar-text">
          <b>手机也能选品配单</b>
          <span>扫码访问手机版</span>
        </div>
        <div className="bottom-bar-marquee">
          <ClueMarquee />
        </div>
        <Link to="/solution">
          <Button type="primary">免费获取方案</Button>
        </Link>
        <Button
          type="text"
          aria-label="关闭"
          icon={<CloseOutlined />}
          onClick={() => (sessionStorage.setItem(CLOSED_KEY, '1'), setClosed(true))}
        />
      </div>
    </div>
  );
}
