/**
 * The message centre's one list of message kinds (part 1 §2 /member/messageCenter, issue 19): each kind's category,
 * Chinese title and body templates and the link to what it is about. The server renders a message from its kind
 * when the event happens and stores the words (a later change of a template does not rewrite old messages); the web
 * shows the stored words and follows the stored link.
 *
 * `wired` says whether a module writes the kind today (the service orders' three kinds are written by the
 * service-order module, in the move's own transaction). Not written by any module:
 * - design order shared: issue 19 names it, but the spec has no way to share or transfer a design order to another
 *   account (part 2 lists only copying one's own order, design-config-order copy), so nothing can cause it; it stays
 *   listed, unwired, for the day such an action is specified.
 */
export const MESSAGE_CATEGORIES = {
  order: '订单消息',
  notice: '系统通知',
  service: '服务消息',
} as const;
export type MessageCategory = keyof typeof MESSAGE_CATEGORIES;
export const MESSAGE_CATEGORY_KEYS = Object.keys(MESSAGE_CATEGORIES) as MessageCategory[];

interface KindDef {
  readonly category: MessageCategory;
  /** Templates: `{name}` is replaced by the parameter of that name. */
  readonly title: string;
  readonly body: string;
  readonly link: string;
  readonly wired: boolean;
}

const kind = <const K extends KindDef>(k: K) => k;

export const MESSAGE_KINDS = {
  orderPaid: kind({
    category: 'order',
    title: '订单支付成功',
    body: '您的订单 {orderNo} 已支付成功（{amount}），商家将尽快为您发货。',
    link: '/memberStore/purchaseOrders/detail?orderNo={orderNo}',
    wired: true,
  }),
  orderShipped: kind({
    category: 'order',
    title: '订单已发货',
    body: '您的订单 {orderNo} 已由 {shopName} 发货，请注意查收。',
    link: '/memberStore/purchaseOrders/detail?orderNo={orderNo}',
    wired: true,
  }),
  orderExpired: kind({
    category: 'order',
    title: '订单已自动取消',
    body: '您的订单 {orderNo} 超时未支付，已自动取消，所占库存与优惠券已退回。',
    link: '/memberStore/purchaseOrders/detail?orderNo={orderNo}',
    wired: true,
  }),
  afterSaleForBuyer: kind({
    category: 'order',
    title: '售后进度更新',
    body: '您的售后单 {afterSaleNo}（订单 {orderNo}，{kind}）：{event}。{note}',
    link: '/memberStore/afterSale/detail?afterSaleNo={afterSaleNo}',
    wired: true,
  }),
  afterSaleForSeller: kind({
    category: 'order',
    title: '客户售后进度更新',
    body: '售后单 {afterSaleNo}（订单 {orderNo}，{kind}）：{event}。{note}',
    link: '/merchantCenter/afterSale?afterSaleNo={afterSaleNo}',
    wired: true,
  }),
  invoiceRequested: kind({
    category: 'order',
    title: '客户申请开票',
    body: '{buyerName} 申请为订单 {orderNos} 开具{kind}（{amount}），请在发票管理中开具。',
    link: '/merchantCenter/sellerInvoice',
    wired: true,
  }),
  invoiceIssued: kind({
    category: 'order',
    title: '发票已开具',
    body: '{sellerName} 已为订单 {orderNos} 开具{kind}，发票号码 {invoiceNo}，可在发票中心下载。',
    link: '/member/invoice?tab=invoices',
    wired: true,
  }),
  invoiceReversed: kind({
    category: 'order',
    title: '发票已红冲',
    body: '订单 {orderNos} 发生退款，发票 {invoiceNo} 已开具红字发票冲销；{rest}',
    link: '/member/invoice?tab=invoices',
    wired: true,
  }),
  certApproved: kind({
    category: 'notice',
    title: '企业认证已通过',
    body: '您提交的企业认证（{enterpriseName}）已审核通过，重新进入页面即可使用企业身份。',
    link: '/member/cert',
    wired: true,
  }),
  certRefused: kind({
    category: 'notice',
    title: '企业认证未通过',
    body: '您提交的企业认证（{enterpriseName}）未通过审核：{reason}。请修改后重新提交。',
    link: '/member/cert',
    wired: true,
  }),
  seckillStarting: kind({
    category: 'notice',
    title: '您关注的秒杀开始了',
    body: '「{title}」已开始秒杀，数量有限，先到先得。',
    link: '/memberStore/seckill/detail?activityNo={activityNo}',
    wired: true,
  }),
  creditsShipped: kind({
    category: 'order',
    title: '积分兑换已发货',
    body: '您的积分兑换 {exchangeNo}（{name}）已发货，请注意查收。',
    link: '/memberStore/creditsExchange/record?exchangeNo={exchangeNo}',
    wired: true,
  }),
  /** Unwired: the spec has no share or transfer of a design order to another account (see above). */
  designOrderShared: kind({
    category: 'service',
    title: '收到共享的设计单',
    body: '{from} 向您共享了设计单「{name}」。',
    link: '/tool/designOrder/detail?id={id}',
    wired: false,
  }),
  feedbackAnswered: kind({
    category: 'service',
    title: '您的反馈有了回复',
    body: '您提交的投诉与建议已回复：{answer}',
    link: '/aboutUs/contactUs',
    wired: true,
  }),
  serviceOrderMoved: kind({
    category: 'service',
    title: '服务订单状态更新',
    body: '您的服务订单 {orderNo} 状态已更新为「{status}」。',
    link: '/member/serveOrder/details?orderNo={orderNo}',
    wired: true,
  }),
  serviceOrderExpired: kind({
    category: 'service',
    title: '服务订单已超时关闭',
    body: '您的服务订单 {orderNo} 超过 {minutes} 分钟未支付，已自动关闭；如仍需服务请重新下单。',
    link: '/member/serveOrder/details?orderNo={orderNo}',
    wired: true,
  }),
  serviceOrderRefunded: kind({
    category: 'service',
    title: '服务订单退款已发起',
    body: '您的服务订单 {orderNo} 的{purpose} ¥{amount} 已原路退回，请留意支付账户到账。',
    link: '/member/serveOrder/details?orderNo={orderNo}',
    wired: true,
  }),
} as const;

export type MessageKind = keyof typeof MESSAGE_KINDS;
export const MESSAGE_KIND_KEYS = Object.keys(MESSAGE_KINDS) as MessageKind[];

export type MessageParams = Record<string, string | number>;

const fill = (template: string, params: MessageParams, encode: boolean) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => {
    const v = params[k];
    if (v === undefined) throw new Error(`message parameter ${k} missing`);
    return encode ? encodeURIComponent(String(v)) : String(v);
  });

/** The words and link of a message of `kind` (throws when a template's parameter is missing: a programming error). */
export function renderMessage(
  kind: MessageKind,
  params: MessageParams,
): { category: MessageCategory; title: string; body: string; link: string } {
  const k = MESSAGE_KINDS[kind];
  return {
    category: k.category,
    title: fill(k.title, params, false).slice(0, 100),
    body: fill(k.body, params, false).slice(0, 500),
    link: fill(k.link, params, true),
  };
}

// ---------- the live connection (part 1 §4 "Unread messages") ----------

/** The server sends an empty heartbeat this often. */
export const MESSAGE_HEARTBEAT_MS = 120_000;
/** The client tries again this long after it lost the connection. */
export const MESSAGE_RECONNECT_MS = 300_000;
/** A client that missed this many heartbeats (answered none) is dropped. */
export const MESSAGE_MISSED_HEARTBEATS = 2;
/** Live connections one account may hold at once (tabs); one more is refused. */
export const MESSAGE_MAX_CONNECTIONS = 20;
/** Where the web opens the live connection. */
export const MESSAGE_SOCKET_PATH = '/api-cloud-merchant-service/v1/message/live';
/** Close codes of the live connection the web reads (4xxx: the application's own). */
export const MESSAGE_SOCKET_CLOSE = {
  /** Too many connections of this account. */
  tooMany: 4429,
  /** The session ended (logout, revoked). */
  unauthorized: 4401,
  /** Missed heartbeats. */
  silent: 4408,
} as const;
