/**
 * The provider's staff pages (the sales accounts, policy 'staff'), grouped as the staff home /staffHome (管理后台)
 * lists them: the one way in from the top bar, and the list every staff page's heading links back to.
 */
export const STAFF_HOME_PATH = '/staffHome';

export interface StaffPage {
  path: string;
  label: string;
  /** What the page is for, one line. */
  what: string;
}

export interface StaffPageGroup {
  title: string;
  pages: readonly StaffPage[];
}

export const STAFF_NAV: readonly StaffPageGroup[] = [
  {
    title: '经营',
    pages: [{ path: '/board', label: '经营概况', what: '销售走势与上期对比，按省份、经销商、型号，秒杀销售' }],
  },
  {
    title: '商品与价格',
    pages: [
      {
        path: '/catalogueManage',
        label: '商品维护',
        what: '类目与属性、产品与型号、经销商价格、库存与上下架、套装、搜索词',
      },
      {
        path: '/dataImport',
        label: '数据导入',
        what: '类目、商品、价格、库存、经销商与绑定的表格导入导出，图片资料包，ERP 接口密钥',
      },
    ],
  },
  {
    title: '渠道与客户',
    pages: [
      { path: '/accredit', label: '授权管理', what: '审核企业认证' },
      { path: '/networkManage', label: '渠道资料维护', what: '客户分组、服务网点与工程师' },
      { path: '/staffManage', label: '业务员管理', what: '短信邀请业务员，停用与恢复' },
    ],
  },
  {
    title: '营销',
    pages: [
      { path: '/product/sale/manage', label: '促销与投放管理', what: '促销活动与首页轮播、横幅投放' },
      { path: '/memberStore/seckill/manage', label: '秒杀活动管理', what: '创建、编辑、结束秒杀活动，查看销量' },
      { path: '/memberStore/creditsExchange/manage', label: '积分商品管理', what: '积分商城的商品与兑换发货' },
    ],
  },
  {
    title: '订单与服务',
    pages: [
      { path: '/memberStore/purchaseOrders/refunds', label: '退款管理', what: '按订单号退款，查看退款记录' },
      { path: '/invoiceManage', label: '发票总览', what: '全网开票申请与发票，超期未开的在前' },
      { path: '/memberStore/serviceDesk', label: '服务台', what: '受理、派单、完工服务订单' },
    ],
  },
  {
    title: '内容',
    pages: [
      { path: '/contentManage', label: '内容管理', what: '资讯、视频、案例、方案的发布与编辑，评论与反馈' },
      { path: '/aboutUs/protocolManage', label: '协议版本管理', what: '发布用户协议与隐私政策的新版本' },
    ],
  },
  {
    title: '系统',
    pages: [
      { path: '/auditLog', label: '操作日志', what: '业务员的每一次改动' },
      { path: '/memberStore/ops', label: '后台任务', what: '队列中的任务与告警' },
    ],
  },
];

/** Every staff page, in the order of the staff home. */
export const STAFF_PAGES: readonly StaffPage[] = STAFF_NAV.flatMap((g) => g.pages);
