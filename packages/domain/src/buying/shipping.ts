/**
 * Shipping with tracking (issue 45 §2): the carriers a seller ships with, each with its code (the portal's, which
 * the order keeps), its Kuaidi100 company code and its tracking-number pattern; the parcel limits and messages;
 * the sandbox trace's steps by the hours since shipping. Server and web share these; nothing here does I/O.
 */
import { messages } from '../core/index.ts';

export interface Carrier {
  /** The portal's code, kept on the parcel. */
  code: string;
  name: string;
  /** The company code of Kuaidi100's query API (`com`). */
  kuaidi100: string;
  /** What a tracking number of this carrier looks like (upper-case, no spaces). */
  pattern: RegExp;
  /** The pattern in words, for the message. */
  hint: string;
}

export const CARRIERS: readonly Carrier[] = [
  {
    code: 'SF',
    name: '顺丰速运',
    kuaidi100: 'shunfeng',
    pattern: /^(SF\d{13}|\d{12})$/,
    hint: 'SF加13位数字，或12位数字',
  },
  {
    code: 'ZTO',
    name: '中通快递',
    kuaidi100: 'zhongtong',
    pattern: /^[357]\d{11}(\d{2})?$/,
    hint: '以3、5或7开头的12位或14位数字',
  },
  { code: 'YTO', name: '圆通速递', kuaidi100: 'yuantong', pattern: /^YT\d{13}$/, hint: 'YT加13位数字' },
  { code: 'YD', name: '韵达快递', kuaidi100: 'yunda', pattern: /^\d{13}(\d{2})?$/, hint: '13位或15位数字' },
  {
    code: 'STO',
    name: '申通快递',
    kuaidi100: 'shentong',
    pattern: /^(77\d{11}|\d{12})$/,
    hint: '以77开头的13位数字，或12位数字',
  },
  { code: 'JD', name: '京东物流', kuaidi100: 'jd', pattern: /^JD[0-9A-Z]{13}$/, hint: 'JD加13位数字或字母' },
  {
    code: 'EMS',
    name: '中国邮政EMS',
    kuaidi100: 'ems',
    pattern: /^([A-Z]{2}\d{9}[A-Z]{2}|1\d{12})$/,
    hint: '2位字母+9位数字+2位字母，或以1开头的13位数字',
  },
  { code: 'JTSD', name: '极兔速递', kuaidi100: 'jtexpress', pattern: /^JT\d{13}$/, hint: 'JT加13位数字' },
  {
    code: 'DBL',
    name: '德邦快递',
    kuaidi100: 'debangkuaidi',
    pattern: /^(DPK\d{12}|\d{10})$/,
    hint: 'DPK加12位数字，或10位数字',
  },
];

export const CARRIER_CODES = CARRIERS.map((c) => c.code) as [string, ...string[]];

export const carrierOf = (code: string): Carrier | undefined => CARRIERS.find((c) => c.code === code);

/** Parcels one shipment may carry. */
export const PARCELS_MIN = 1;
export const PARCELS_MAX = 10;

export const SHIPPING_MESSAGES = messages('SHIPPING', {
  parcelsRequired: '请填写至少一个包裹的快递公司和快递单号',
  parcelsMax: `一次发货最多填写${PARCELS_MAX}个包裹`,
  carrierRequired: '请选择快递公司',
  trackingNoRequired: '请填写快递单号',
  duplicate: '同一快递单号填写了两次，请检查',
  traceUnavailable: '物流信息暂时查询不到，请稍后再试',
});

/** Words shown on success, as a status or as a prompt: not refusals (nothing refuses with them; `refusal()` takes a catalogue). */
export const SHIPPING_WORDS = {
  // the server's README says how to turn on Kuaidi100 (KUAIDI100_KEY, KUAIDI100_CUSTOMER); buyers are not told
  sandboxNote: '沙箱物流轨迹：按发货时间模拟生成，并非真实物流信息',
} as const;

/** A tracking number as typed, as kept: spaces dropped, upper case. */
export const normalTrackingNo = (raw: string): string => raw.replace(/\s+/g, '').toUpperCase();

/** Null when the number fits the carrier, else the message naming the carrier and its pattern. */
export function trackingNoProblem(carrierCode: string, trackingNo: string): string | null {
  const c = carrierOf(carrierCode);
  if (!c) return SHIPPING_MESSAGES.carrierRequired;
  const no = normalTrackingNo(trackingNo);
  if (!no) return SHIPPING_MESSAGES.trackingNoRequired;
  return c.pattern.test(no) ? null : `${c.name}的快递单号格式不正确（应为${c.hint}）`;
}

/** The trace's state, as the page shows it. */
export const TRACE_STATE = {
  collected: '已揽收',
  inTransit: '运输中',
  delivering: '派送中',
  signed: '已签收',
  problem: '疑难件',
  returned: '退回',
  unknown: '查询中',
} as const;
export type TraceState = keyof typeof TRACE_STATE;

/** Kuaidi100's `state` → ours (0 在途, 1 揽收, 2 疑难, 3 签收, 4 退签, 5 派件, 6 退回, 7 转投, 8 清关, 14 拒签). */
export function kuaidi100State(state: string | number | undefined): TraceState {
  const s = Number(state);
  if (s === 1) return 'collected';
  if (s === 0 || s === 7 || s === 8) return 'inTransit';
  if (s === 5) return 'delivering';
  if (s === 3) return 'signed';
  if (s === 2) return 'problem';
  if (s === 4 || s === 6 || s === 14) return 'returned';
  return 'unknown';
}

/**
 * The sandbox's steps: each shows once its hour after shipping has come (collected at once, in transit after 2 h,
 * out for delivery after 20 h, signed after 26 h).
 */
export const SANDBOX_TRACE_STEPS: readonly { afterHours: number; state: TraceState; context: string }[] = [
  { afterHours: 0, state: 'collected', context: '【{carrier}】快件已由{sender}交寄，快递员已揽收' },
  { afterHours: 2, state: 'inTransit', context: '【{carrier}】快件已发往目的地转运中心，运输中' },
  { afterHours: 20, state: 'delivering', context: '【{carrier}】快件已到达目的地网点，派送员正在派送' },
  { afterHours: 26, state: 'signed', context: '【{carrier}】快件已签收，感谢使用' },
];

/** Who handed a parcel to the carrier: the selling dealer (an order's, an exchange's) or the buyer (a return). */
export type ParcelSender = 'seller' | 'buyer';
export const PARCEL_SENDER_LABEL: Record<ParcelSender, string> = { seller: '卖家', buyer: '买家' };

/**
 * The sandbox's trace of a parcel (issue 58 §5): handed over by its sender at `shippedAt`, then the carrier's steps at
 * their hours. Where its receipt is a known event (`receivedAt`: a Date when the receiver confirmed it, null while it
 * has not), the parcel is signed for then and only then; where it is not known (undefined), by time alone. Newest
 * step first.
 */
export function sandboxTraceSteps(
  p: { carrierName: string; shippedAt: Date; sender: ParcelSender; receivedAt?: Date | null | undefined },
  now: Date,
): { at: Date; state: TraceState; context: string }[] {
  const words = (c: string) => c.replace('{carrier}', p.carrierName).replace('{sender}', PARCEL_SENDER_LABEL[p.sender]);
  const known = p.receivedAt !== undefined;
  const until = p.receivedAt ? Math.min(now.getTime(), p.receivedAt.getTime()) : now.getTime();
  const steps = SANDBOX_TRACE_STEPS.filter((s) => !(known && s.state === 'signed'))
    .map((s) => ({
      at: new Date(p.shippedAt.getTime() + s.afterHours * 3_600_000),
      state: s.state,
      context: words(s.context),
    }))
    .filter((s, i) => i === 0 || s.at.getTime() <= until);
  const signed = SANDBOX_TRACE_STEPS.find((s) => s.state === 'signed');
  if (p.receivedAt && signed && p.receivedAt.getTime() <= now.getTime())
    steps.push({ at: p.receivedAt, state: 'signed', context: words(signed.context) });
  return steps.reverse();
}
