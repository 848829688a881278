import {
  BellOutlined,
  CommentOutlined,
  CustomerServiceOutlined,
  DiffOutlined,
  EditOutlined,
  FileSearchOutlined,
  MobileOutlined,
  ProjectOutlined,
  QrcodeOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  SolutionOutlined,
  SwapOutlined,
  VerticalAlignTopOutlined,
} from '@ant-design/icons';
import {
  badgeText,
  ENTRY_PATHS,
  SERVICE_HOURS,
  serviceLines,
  TOOLBAR_LABEL,
  toolbarItems,
  UserType,
  type ToolbarKey,
} from '@portal/domain';
import { Badge, Button, Popover, Tooltip } from 'antd';
import { Fragment, lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLoginPrompt } from '../../components/LoginPrompt.tsx';
import { portalConfig } from '../../config.ts';
import { loadCartDrawer, useBuyGuard, useCartCount } from '../../features/cart/index.ts';
import { openCustomerService } from '../../features/content/index.ts';
import { MessageBadge } from '../../features/message/index.ts';
import { loadRequirementDialog } from '../../features/requirement/index.ts';
import { useAccountPath } from '../../session/useAccountPath.ts';
import { QrCode } from '../../components/QrCode.tsx';
import { switchIdentity } from '../../session/identity.ts';
import { useSession } from '../../session/store.ts';
import { usePhone } from '../../components/usePhone.ts';

// The cart drawer is its own chunk, loaded when first opened.
const CartDrawer = lazy(loadCartDrawer);
const RequirementDialog = lazy(async () => ({
  default: (await loadRequirementDialog()).RequirementDialog,
}));

const ICONS: Record<ToolbarKey, ReactNode> = {
  switchIdentity: <SwapOutlined />,
  switchShop: <ShopOutlined />,
  schemeConsult: <CommentOutlined />,
  cart: <ShoppingCartOutlined />,
  projectSupport: <ProjectOutlined />,
  scanConsult: <QrcodeOutlined />,
  getScheme: <SolutionOutlined />,
  matchList: <FileSearchOutlined />,
  compare: <DiffOutlined />,
  messages: <BellOutlined />,
  feedback: <EditOutlined />,
  service: <CustomerServiceOutlined />,
  app: <MobileOutlined />,
  top: <VerticalAlignTopOutlined />,
};

function QrCard({ path, text }: { path: string; text: string }) {
  return (
    <div style={{ width: 140, textAlign: 'center' }} data-testid="qr-card">
      <QrCode path={path} size={120} />
      <div style={{ marginTop: 6, fontSize: 12, color: '#666' }}>{text}</div>
    </div>
  );
}

/** The provider's own hotline (SERVICE_PHONE) and hours when set, and the online service. */
function ServiceCard() {
  const lines = serviceLines(portalConfig().servicePhone);
  return (
    <div style={{ width: 240, lineHeight: 1.9 }} data-testid="service-card">
      {lines.map((l) => (
        <div key={l.phone}>
          <div style={{ fontWeight: 600 }}>{l.name}</div>
          <div style={{ color: '#d7000f', fontSize: 18 }}>{l.phone}</div>
        </div>
      ))}
      {lines.length > 0 && (
        <div style={{ color: '#666', fontSize: 12 }}>
          服务时间 {SERVICE_HOURS.workday}（节假日 {SERVICE_HOURS.holiday}）
        </div>
      )}
      <Button size="small" type="primary" onClick={() => void openCustomerService()}>
        在线客服
      </Button>
    </div>
  );
}

/** The right-hand floating toolbar of the user's role (part 1 §2). */
export function FloatingToolbar() {
  const { user, login } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const prompt = useLoginPrompt();
  const userType = login && user ? user.userType : UserType.tourist;
  const keys = toolbarItems(userType, { pathname, multiIdentity: !!user?.isMultRole });
  const buyGuard = useBuyGuard();
  const to = useAccountPath();
  const [cartOpen, setCartOpen] = useState(false);
  const [cartLoaded, setCartLoaded] = useState(false);
  const cartCount = useCartCount(keys.includes('cart'));

  const [requirementOpen, setRequirementOpen] = useState(false);
  // A phone: the dock's buttons carry their labels, and a tap is no hover (no tooltip left standing).
  const phone = usePhone();
  const authed = (fn: () => void) => () => (login ? fn() : prompt());
  const actions: Partial<Record<ToolbarKey, () => void>> = {
    top: () => window.scrollTo({ top: 0, behavior: 'smooth' }),
    feedback: authed(() => navigate('/aboutUs/contactUs')),
    messages: authed(() => navigate(to('/member/messageCenter'))),
    matchList: () => navigate('/tool/designOrder/selection'),
    compare: () => navigate('/product/compare'),
    cart: () =>
      buyGuard(() => {
        setCartLoaded(true);
        setCartOpen(true);
      }),
    switchIdentity: () => void switchIdentity(user?.multiIdentity).catch(() => undefined),
    switchShop: () => navigate('/bindFirst'),
    // 方案咨询: the scheme-design requirement form; 获取方案: the solutions; 项目支持: the service centre's entry.
    schemeConsult: authed(() => setRequirementOpen(true)),
    getScheme: () => navigate('/solution'),
    projectSupport: () => navigate('/service-center'),
  };
  const popovers: Partial<Record<ToolbarKey, ReactNode>> = {
    app: <QrCard path={ENTRY_PATHS.appDownload} text="扫码下载APP，随时随地选品配单" />,
    scanConsult: <QrCard path={ENTRY_PATHS.consult} text="手机扫码，留下需求，专属顾问解答" />,
    service: <ServiceCard />,
  };

  return (
    <aside className="float-toolbar" aria-label="快捷工具栏">
      {keys.map((key) => {
        const button = (
          <button type="button" className={`float-btn float-${key}`} onClick={actions[key]}>
            {key === 'cart' ? (
              <Badge count={badgeText(cartCount.data)} size="small" offset={[4, 0]}>
                {ICONS[key]}
              </Badge>
            ) : key === 'messages' && login ? (
              <MessageBadge offset={[4, 0]}>{ICONS[key]}</MessageBadge>
            ) : (
              ICONS[key]
            )}
            <span>{TOOLBAR_LABEL[key]}</span>
          </button>
        );
        return popovers[key] ? (
          <Popover key={key} placement="left" content={popovers[key]} trigger="hover">
            {button}
          </Popover>
        ) : phone ? (
          <Fragment key={key}>{button}</Fragment>
        ) : (
          <Tooltip key={key} placement="left" title={TOOLBAR_LABEL[key]} mouseEnterDelay={0.6}>
            {button}
          </Tooltip>
        );
      })}
      {requirementOpen ? (
        <Suspense fallback={null}>
          <RequirementDialog open={requirementOpen} onClose={() => setRequirementOpen(false)} />
        </Suspense>
      ) : null}
      {cartLoaded ? (
        <Suspense fallback={null}>
          <CartDrawer open={cartOpen} onClose={() => setCartOpen(false)} />
        </Suspense>
      ) : null}
    </aside>
  );
}
