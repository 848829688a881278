/**
 * /right: what each membership level gives (part 1 §2 /right; the session's memberLevel, 0 = ordinary member).
 * One table, read by the page; the rights name the portal features that grant them.
 */
export interface MemberLevelRights {
  level: number;
  name: string;
  condition: string;
  rights: readonly { title: string; detail: string; to: string }[];
}

export const MEMBER_LEVELS: readonly MemberLevelRights[] = [
  {
    level: 0,
    name: '普通会员',
    condition: '注册即可成为普通会员',
    rights: [
      { title: '产品浏览与对比', detail: '查看全部产品，最多同时对比6款', to: '/product/compare' },
      { title: '安防计算器', detail: '十大安防计算器免费使用', to: '/tool' },
      { title: '促销活动', detail: '参与平台限时折扣、满减、买赠活动', to: '/product/sale' },
    ],
  },
  {
    level: 1,
    name: '认证会员',
    condition: '完成企业认证',
    rights: [
      { title: '经销价格', detail: '按绑定的一级经销商查看经销价', to: '/product' },
      { title: '优惠券', detail: '领取并使用平台优惠券', to: '/memberStore/coupon' },
      { title: '积分兑换', detail: '下单得积分，积分兑换礼品', to: '/memberStore/creditsExchange' },
      { title: '营销物料', detail: '下载产品资料与营销物料', to: '/information/materials' },
    ],
  },
  {
    level: 2,
    name: '金牌会员',
    condition: '认证会员且年度采购达到平台标准',
    rights: [
      { title: '金牌经销价', detail: '享受金牌二级经销商价格', to: '/product' },
      { title: '秒杀专区', detail: '参与平台秒杀与奖励兑付活动', to: '/memberStore/seckill' },
      { title: '方案设计支持', detail: '提交方案设计需求，专人对接', to: '/tool' },
    ],
  },
];

/** The level row a session's memberLevel and certification put the user on. */
export function memberLevelOf(u: { memberLevel: number; authStatus: number } | null | undefined): number {
  if (!u) return -1;
  if (u.memberLevel > 0) return 2;
  return u.authStatus === 1 ? 1 : 0;
}

/**
 * The start-up browser check (part 1 §4): an old browser lands on /nonsupport — Internet Explorer, or Chrome
 * (Chromium, Chrome on iOS) before MIN_CHROME_VERSION. Other current browsers pass.
 */
export function isUnsupportedBrowser(userAgent: string): boolean {
  if (/MSIE |Trident\//.test(userAgent)) return true;
  const m = /(?:Chrome|Chromium|CriOS)\/(\d+)/.exec(userAgent);
  return !!m && Number(m[1]) < 51;
}
