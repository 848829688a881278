import { CarOutlined, CustomerServiceOutlined, SafetyCertificateOutlined, ToolOutlined } from '@ant-design/icons';
import { ENTRY_PATHS, showsBottomBar, UserType } from '@portal/domain';
import { Link } from 'react-router';
import { portalConfig } from '../../config.ts';
import { QrCode } from '../../components/QrCode.tsx';
import { ClueMarquee } from '../../features/content/index.ts';
import { useSession } from '../../session/store.ts';

const PROMISES = [
  { icon: <SafetyCertificateOutlined />, title: '正品保障', text: '厂商授权 · 假一赔十' },
  { icon: <ToolOutlined />, title: '专业方案', text: '行业方案 · 免费配单' },
  { icon: <CarOutlined />, title: '极速发货', text: '就近仓储 · 快速送达' },
  { icon: <CustomerServiceOutlined />, title: '全国服务', text: '安装维保 · 售后无忧' },
];

const COLUMNS = [
  {
    title: '新手指南',
    links: [
      ['用户注册', '/register'],
      ['企业认证', '/auth'],
      ['使用指南', '/aboutUs/staticContent?tab=userGuide'],
    ],
  },
  {
    title: '采购服务',
    links: [
      ['全部产品', '/product'],
      ['秒杀专区', '/memberStore/seckill?pType=1'],
      ['优惠券', '/memberStore/coupon'],
    ],
  },
  {
    title: '方案与工具',
    links: [
      ['解决方案', '/solution'],
      ['配单中心', '/tool'],
      ['安防计算器', '/tool/calculator/aVideoCapacity'],
    ],
  },
  {
    title: '服务支持',
    links: [
      ['服务中心', '/service-center'],
      ['维修进度查询', '/service-center/repair-schedule'],
      ['投诉与建议', '/aboutUs/contactUs'],
    ],
  },
] as const;

const LEGAL = [
  ['关于我们', '/aboutUs/staticContent?tab=aboutUs'],
  ['用户协议', '/aboutUs/staticContent?tab=userAgreement'],
  ['隐私政策', '/aboutUs/staticContent?tab=privacyPolicy'],
  ['使用指南', '/aboutUs/staticContent?tab=userGuide'],
  ['联系我们', '/aboutUs/contactUs'],
] as const;

export function Footer() {
  const cfg = portalConfig();
  const year = new Date().getFullYear();
  const { user, login } = useSession();
  // Visitors and individual users have the marquee in the bottom bar (BottomBar.tsx): not a second one here.
  const marqueeInBottomBar = showsBottomBar(login && user ? user.userType : UserType.tourist);
  return (
    <footer className="site-footer">
      <div className="footer-promises">
        <div className="container footer-promises-inner">
          {PROMISES.map((p) => (
            <div key={p.title} className="footer-promise">
              <span className="footer-promise-icon">{p.icon}</span>
              <span>
                <b>{p.title}</b>
                <em>{p.text}</em>
              </span>
            </div>
          ))}
        </div>
      </div>
      <div className="container footer-main">
        {COLUMNS.map((c) => (
          <dl key={c.title} className="footer-col">
            <dt>{c.title}</dt>
            {c.links.map(([label, to]) => (
              <dd key={label}>
                <Link to={to}>{label}</Link>
              </dd>
            ))}
          </dl>
        ))}
        <div className="footer-contact">
          {cfg.servicePhone && (
            <>
              <div className="footer-contact-title">客服热线</div>
              <div className="footer-phone">{cfg.servicePhone}</div>
              <div>服务时间：09:00-22:00</div>
              <div>节假日：09:00-18:00</div>
            </>
          )}
        </div>
        <div className="footer-qrs">
          <QrCode path={ENTRY_PATHS.mobileEntry} size={88} label="手机访问" />
          <QrCode path={ENTRY_PATHS.appDownload} size={88} label="下载APP" />
        </div>
      </div>
      {!marqueeInBottomBar && <ClueMarquee />}
      <div className="footer-legal">
        <div className="container">
          <div className="footer-legal-links">
            {LEGAL.map(([label, to]) => (
              <Link key={label} to={to}>
                {label}
              </Link>
            ))}
          </div>
          <div>
            © 2018-{year} {cfg.brandName} 版权所有
            {[cfg.licenseNo, cfg.icpNo, cfg.policeNo].filter(Boolean).map((line) => (
              <span key={line}>
                {'\u3000'}
                {line}
              </span>
            ))}
          </div>
        </div>
      </div>
    </footer>
  );
}
