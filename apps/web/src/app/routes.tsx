/**
 * The route table: every route of part 1 §2 and part 2 §2 with its layout and Chinese title.
 * Every layout and page is a lazily loaded chunk; pages later issues build show the coming-soon state.
 */
import { calculatorLabel } from '@portal/domain';
import { redirect, type RouteObject } from 'react-router';
import { hasTokenCookie } from '../api/tokens.ts';
import { memberStoreGuard } from './route-guards.ts';
import { RootShell } from './RootShell.tsx';
import { RouteErrorBoundary } from '../features/error/RouteErrorBoundary.tsx';
import { BootFallback } from './BootFallback.tsx';
import DefaultLayout from '../layouts/DefaultLayout.tsx';
import { area, layout, lazyModule, page } from './route-builders.ts';
import { surveyRoutes } from './survey-routes.ts';

/** Route loader for the guard of route-guards.ts. */
function guardMemberStore({ request }: { request: Request }) {
  const to = memberStoreGuard(new URL(request.url).pathname, hasTokenCookie());
  return to ? redirect(to) : null;
}

const L = {
  information: () => import('../layouts/InformationLayout.tsx'),
  member: () => import('../features/member/MemberLayout.tsx'),
  workbench: () => import('../features/mall/WorkbenchLayout.tsx'),
  serviceCenter: () => import('../layouts/ServiceCenterLayout.tsx'),
  register: () => import('../layouts/RegisterLayout.tsx'),
  login: () => import('../features/sso/LoginLayout.tsx'),
  nonsupport: () => import('../layouts/NonsupportLayout.tsx'),
  topBarOnly: () => import('../layouts/TopBarOnlyLayout.tsx'),
  security: () => import('../features/tool/ToolLayout.tsx'),
  calculator: () => import('../features/tool/CalculatorLayout.tsx'),
  survey: () => import('../layouts/SurveyLayout.tsx'),
  blank: () => import('../layouts/BlankLayout.tsx'),
  mobile: () => import('../layouts/MobileLayout.tsx'),
};

const home = () => import('../features/home/HomePage.tsx');
/** The service centre's forms: one page built from each service type's data. */
const SF = () => import('../features/service-center/ServiceFormPage.tsx');
const C = {
  list: () => import('../features/content/ContentListPage.tsx'),
  detail: () => import('../features/content/ContentDetailPage.tsx'),
  favorite: () => import('../features/content/FavoriteContentPage.tsx'),
};

const defaultRoutes: RouteObject[] = [
  page('/', '首页', home, { noCrumb: true }),
  page('/home', '首页', home, { noCrumb: true }),
  area(
    '/aboutUs',
    '关于我们',
    [
      page('contactUs', '投诉与建议', () => import('../features/content/ContactUsPage.tsx')),
      page('staticContent', '关于我们', () => import('../features/content/StaticContentPage.tsx')),
      page('protocolManage', '协议版本管理', () => import('../features/home-prompts/ProtocolManagePage.tsx')),
    ],
    { to: 'staticContent?tab=aboutUs' },
  ),
  area(
    '/aigc',
    'AI创作',
    [
      page('index', 'AI脚本创作', () => import('../features/aigc/AigcIndexPage.tsx')),
      page('library', '我的作品库', () => import('../features/aigc/AigcLibraryPage.tsx')),
    ],
    { to: 'index' },
  ),
  page('/accredit', '授权管理', () => import('../features/auth/AccreditPage.tsx')),
  page('/auth', '企业认证', () => import('../features/auth/AuthPage.tsx')),
  page('/bindFirst', '绑定一级经销商', () => import('../features/dealer/BindFirstPage.tsx')),
  area('/cases', '客户案例', [page('detail', '案例详情', C.detail)], C.list),
  page('/collect', '我的收藏', () => import('../features/favorite/FavoritePage.tsx')),
  page('/help', '帮助中心', () => import('../features/promotion/HelpPage.tsx')),
  page('/contentManage', '内容管理', () => import('../features/content/ContentManagePage.tsx')),
  page('/staffHome', '管理后台', () => import('../features/staff/StaffHomePage.tsx')),
  page('/staffManage', '业务员管理', () => import('../features/staff/StaffManagePage.tsx')),
  page('/auditLog', '操作日志', () => import('../features/staff/AuditLogPage.tsx')),
  page('/invoiceManage', '发票总览', () => import('../features/invoice/StaffInvoicePage.tsx')),
  page('/board', '经营概况', () => import('../features/board/BoardPage.tsx')),
  page('/catalogueManage', '商品维护', () => import('../features/catalogue-admin/CatalogueAdminPage.tsx')),
  page('/networkManage', '渠道资料维护', () => import('../features/network-admin/NetworkAdminPage.tsx')),
  page('/dataImport', '数据导入', () => import('../features/imports/ImportsPage.tsx')),
  layout(L.workbench, [
    area(
      '/merchantCenter',
      '客户运营中心',
      [
        page('orderDetail', '订单详情', () => import('../features/mall/MerchantOrderDetailPage.tsx')),
        page('afterSale', '售后处理', () => import('../features/mall/ShopAfterSalePage.tsx')),
        page('sellerInvoice', '发票管理', () => import('../features/invoice/SellerInvoicePage.tsx')),
      ],
      () => import('../features/mall/MerchantCenterPage.tsx'),
    ),
  ]),
  {
    path: '/memberStore',
    handle: { title: '采购商城' },
    loader: guardMemberStore,
    children: [
      { index: true, loader: () => redirect('/memberStore/sellProduct') },
      page('coupon', '优惠券', () => import('../features/coupon/CouponCentrePage.tsx'), { white: true }),
      area(
        'afterSale',
        '我的售后',
        [page('detail', '售后详情', () => import('../features/after-sale/AfterSaleDetailPage.tsx'))],
        () => import('../features/after-sale/AfterSaleListPage.tsx'),
      ),
      area(
        'creditsExchange',
        '积分兑换',
        [
          page('detail', '兑换详情', () => import('../features/credits/CreditsDetailPage.tsx')),
          page('record', '兑换记录', () => import('../features/credits/CreditsRecordPage.tsx')),
          page('submitOrder', '提交兑换', () => import('../features/credits/CreditsSubmitPage.tsx')),
          page('rank', '积分排行', () => import('../features/credits/CreditsRankPage.tsx')),
          page('manage', '积分商品管理', () => import('../features/credits/CreditsManagePage.tsx')),
        ],
        () => import('../features/credits/CreditsMallPage.tsx'),
      ),
      area(
        'purchaseOrders',
        '采购订单',
        [
          page('detail', '订单详情', () => import('../features/order/OrderDetailPage.tsx')),
          page('refunds', '退款管理', () => import('../features/payment/RefundsManagePage.tsx')),
        ],
        () => import('../features/order/PurchaseOrdersPage.tsx'),
      ),
      area(
        'seckill',
        '秒杀专区',
        [
          page('detail', '秒杀详情', () => import('../features/seckill/SeckillDetailPage.tsx'), { white: true }),
          page('suitDetail', '秒杀套装详情', () => import('../features/seckill/SeckillSuitDetailPage.tsx'), {
            white: true,
          }),
          page('manage', '秒杀活动管理', () => import('../features/seckill/SeckillManagePage.tsx')),
        ],
        () => import('../features/seckill/SeckillZonePage.tsx'),
      ),
      page('ops', '后台任务', () => import('../features/ops/OpsJobsPage.tsx')),
      page('serviceDesk', '服务台', () => import('../features/service-center/ServiceDeskPage.tsx')),
      area(
        'sellProduct',
        '经销商产品',
        [page('detail', '商品详情', () => import('../features/mall/SellProductDetailPage.tsx'), { white: true })],
        () => import('../features/mall/SellProductPage.tsx'),
      ),
      area(
        'submitOrder',
        '提交订单',
        [
          page('cashPaid', '现金支付', () => import('../features/credits/CreditsSubmitPage.tsx')),
          page('creditPaid', '积分支付', () => import('../features/credits/CreditsSubmitPage.tsx')),
        ],
        () => import('../features/order/SubmitOrderPage.tsx'),
      ),
    ],
  },
  area(
    '/product',
    '全部产品',
    [
      page('detail', '产品详情', () => import('../features/product/ProductDetailPage.tsx'), { white: true }),
      page('suit', '产品套装', () => import('../features/product/SuitListPage.tsx')),
      page('suitDetail', '套装详情', () => import('../features/product/SuitDetailPage.tsx'), { white: true }),
      area(
        'compare',
        '产品对比',
        [page('addSkus', '添加对比产品', () => import('../features/compare/AddSkusPage.tsx'))],
        () => import('../features/compare/ComparePage.tsx'),
      ),
      area(
        'sale',
        '促销活动',
        [
          page('detail', '促销详情', () => import('../features/promotion/SaleDetailPage.tsx'), { white: true }),
          page('manage', '促销与投放管理', () => import('../features/promotion/PromotionManagePage.tsx')),
        ],
        () => import('../features/promotion/SalePage.tsx'),
      ),
      page('addressExpect', '配送地址提示', () => import('../features/product/AddressExpectPage.tsx')),
      page('empty', '商品不存在', () => import('../features/product/ProductStatusPage.tsx')),
      page('invalid', '商品已失效', () => import('../features/product/ProductStatusPage.tsx')),
    ],
    () => import('../features/product/ProductListPage.tsx'),
  ),
  page('/right', '会员权益', () => import('../features/promotion/RightPage.tsx')),
  page('/search', '搜索结果', () => import('../features/search/SearchPage.tsx')),
  area(
    '/solution',
    '解决方案',
    [
      page('detail', '方案详情', C.detail),
      page('solutionPurchase', '方案采购', () => import('../features/solution/SolutionPurchasePage.tsx')),
    ],
    C.list,
  ),
  layout(L.information, [
    area(
      '/information',
      '资讯中心',
      [
        page('allVideo', '全部视频', C.list),
        page('applicationVideo', '应用视频', C.list),
        page('industryVideo', '行业视频', C.list),
        page('materials', '营销物料', () => import('../features/content/MaterialsPage.tsx')),
        page('newsArticles', '新闻资讯', C.list),
        {
          path: 'videoType',
          handle: { title: '视频分类' },
          children: [page('sceneVideo', '场景视频', C.list), page('skuVideo', '产品视频', C.list)],
        },
        page('detail', '资讯详情', C.detail),
      ],
      () => import('../features/content/InformationHomePage.tsx'),
    ),
  ]),
  layout(L.member, [
    {
      path: '/member',
      handle: { title: '会员中心' },
      children: [
        { index: true, loader: () => redirect('/member/accountInfo') },
        page('accountInfo', '账户信息', () => import('../features/member/AccountInfoPage.tsx')),
        {
          path: 'myFavorite',
          handle: { title: '我的收藏' },
          lazy: lazyModule(() => import('../features/favorite/MyFavoriteLayout.tsx')),
          children: [
            { index: true, loader: () => redirect('shopFavorite') }, // relative: under /member or /merchantCenter
            page('projectFavorite', '方案收藏', C.favorite),
            page('shopFavorite', '商品收藏', () => import('../features/favorite/FavoritePage.tsx')),
            page('videosFavorite', '视频收藏', C.favorite),
          ],
        },
        area(
          'serveOrder',
          '服务订单',
          [page('details', '订单详情', () => import('../features/service-center/ServeOrderDetailPage.tsx'))],
          () => import('../features/service-center/ServeOrderPage.tsx'),
        ),
        page('messageCenter', '消息中心', () => import('../features/message/MessageCenterPage.tsx')),
        area(
          'accountSetting',
          '账户设置',
          [
            page('baseInfo', '基本信息', () => import('../features/member/BaseInfoPage.tsx')),
            page('modPhoneAndPassword', '修改手机号与密码', () => import('../features/member/SecurityPage.tsx')),
          ],
          () => import('../features/member/BaseInfoPage.tsx'),
        ),
        area(
          'customProducts',
          '自定义产品',
          [
            page(
              'addCustomProducts',
              '添加自定义产品',
              () => import('../features/design-order/CustomProductsPage.tsx'),
            ),
          ],
          () => import('../features/design-order/CustomProductsPage.tsx'),
        ),
        page('address', '收货地址', () => import('../features/address/AddressPage.tsx')),
        page('invoiceTitle', '发票抬头', () => import('../features/invoice/InvoiceTitlePage.tsx')),
        page('invoice', '发票中心', () => import('../features/invoice/InvoiceCenterPage.tsx')),
        page('coupons', '我的优惠券', () => import('../features/coupon/MemberCouponsPage.tsx')),
        page('memberInfo', '会员信息', () => import('../features/member/MemberInfoPage.tsx')),
        page('registerInfo', '注册信息', () => import('../features/member/InfoPages.tsx')),
        page('cert', '企业认证', () => import('../features/member/CertPage.tsx')),
      ],
    },
  ]),
  layout(L.serviceCenter, [
    area(
      '/service-center',
      '服务中心',
      [
        page('recovery-password', '密码找回', SF),
        page('repair-address', '维修网点', () => import('../features/service-center/OutletsPage.tsx')),
        page('repair-application', '维修申请', SF),
        page('repair-schedule', '维修进度查询', () => import('../features/service-center/ServeOrderPage.tsx')),
        page('smart-lock', '智能锁服务', SF),
        page('video-surveillance', '视频监控服务', SF),
        page('install-service', '安装服务', SF),
        page('move-machine', '移机服务', SF),
        page('project-construction', '工程施工', SF),
        page('survey-service', '勘测服务', SF),
        page('up-hold', '维保服务', SF),
      ],
      () => import('../features/service-center/OutletsPage.tsx'),
    ),
  ]),
];

/**
 * The certified dealer's workbench holds the member centre's pages too (part 1 §4, issue #24 item 6): the same route
 * list as /member, under /merchantCenter, so a page added to the member centre is there for workbench accounts.
 */
function withAccountPagesInWorkbench(routes: RouteObject[]): void {
  const find = (list: RouteObject[], path: string): RouteObject | undefined =>
    list
      .flatMap((r) => (r.path === path ? [r] : r.path ? [] : r.children ? [find(r.children, path)] : []))
      .find(Boolean);
  const member = find(routes, '/member');
  const workbench = find(routes, '/merchantCenter');
  workbench?.children?.push(...(member?.children ?? []).filter((r) => !r.index));
}
withAccountPagesInWorkbench(defaultRoutes);

const toolRoutes: RouteObject[] = [
  page('/tool', '安防工具', () => import('../features/design-order/ToolHomePage.tsx')),
  area(
    '/tool/designOrder',
    '我的设计单',
    [
      page('selection', '产品选型', () => import('../features/design-order/SelectionPage.tsx')),
      page('quotation', '报价单', () => import('../features/design-order/QuotationPage.tsx')),
      area(
        'detail',
        '设计单详情',
        [page('edit', '编辑设计单', () => import('../features/design-order/OrderEditPage.tsx'))],
        () => import('../features/design-order/OrderDetailPage.tsx'),
      ),
    ],
    () => import('../features/design-order/OrdersPage.tsx'),
  ),
  page('/tool/intelligenceOrder', '智能配单工具', () => import('../features/smart-design/IntelligenceOrderPage.tsx')),
  page('/tool/sceneSelect', '场景选择', () => import('../features/smart-design/SceneSelectPage.tsx')),
  layout(L.calculator, [
    {
      path: '/tool/calculator',
      handle: { title: '安防计算器' },
      children: [
        { index: true, loader: () => redirect('/tool/calculator/aVideoCapacity') },
        page(':type', '安防计算器', () => import('../features/calculator/CalculatorPage.tsx'), {
          paramTitle: (p) => (calculatorLabel(p.type ?? '') ? `${calculatorLabel(p.type ?? '')}计算` : undefined),
        }),
      ],
    },
  ]),
];

export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <BootFallback />,
    children: [
      // The default layout (top bar, header, nav, footer, toolbar) is in the start's files: nearly every page shows
      // it, and as its own chunks it was dozens of small requests on each first screen (issue 22).
      { Component: DefaultLayout, children: defaultRoutes },
      layout(L.register, [page('/register', '用户注册', () => import('../features/register/RegisterPage.tsx'))]),
      layout(L.topBarOnly, [
        page('/passwordReset', '重置密码', () => import('../features/sso/PasswordResetPage.tsx')),
        page('/appDownload', '下载APP', () => import('../features/home/AppDownloadPage.tsx')),
        page('/pay-page', '订单支付', () => import('../features/payment/PayPage.tsx')),
        page('/pay-page/wallet', '钱包支付', () => import('../features/payment/WalletPayPage.tsx')),
      ]),
      layout(L.nonsupport, [
        page('/nonsupport', '浏览器版本过低', () => import('../features/error/NonsupportPage.tsx')),
      ]),
      layout(L.security, toolRoutes),
      layout(L.survey, surveyRoutes),
      layout(L.login, [
        { path: '/sso', loader: () => redirect('/sso/login') },
        page('/sso/login', '登录', () => import('../features/sso/SsoLoginPage.tsx')),
        page('/login/forget', '忘记密码', () => import('../features/sso/ForgetPasswordPage.tsx')),
        page('/sso/invite', '接受邀请', () => import('../features/sso/InviteAcceptPage.tsx')),
      ]),
      // Opened on a phone (a scanned QR code): no desk layout (issue 45 §7).
      layout(L.mobile, [
        page(
          '/service-center/recovery-password/shareUpload',
          '资料上传',
          () => import('../features/service-center/ShareUploadPage.tsx'),
        ),
        page('/sso/qrConfirm', '确认扫码登录', () => import('../features/sso/QrConfirmPage.tsx')),
      ]),
      layout(L.blank, [
        page('/login', '登录', () => import('../features/sso/LoginHandoff.tsx')),
        page('/logout', '退出登录', () => import('../features/sso/LogoutHandoff.tsx')),
        page('/login/outsideRedirect', '正在跳转', () => import('../features/sso/OutsideRedirectPage.tsx')),
        page('/error', '出错了', () => import('../features/error/ErrorPage.tsx')),
      ]),
      page('*', '页面不存在', () => import('../features/error/NotFoundPage.tsx')),
    ],
  },
];
