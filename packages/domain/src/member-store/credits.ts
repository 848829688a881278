import { groupThousands, messages, refusal, type Refusal } from '../core/index.ts';
/**
 * Credits (part 1 §1 "credits (integration) mall"): an account's balance is the sum of its ledger and never
 * negative; paid orders earn credits by a configured rule; items are exchanged for credits, or credits plus cash.
 */
export const CREDITS_MESSAGES = messages('CREDITS', {
  short: '积分不足',
  outOfStock: '兑换商品库存不足',
  offShelf: '兑换商品已下架',
  quantity: '兑换数量须为正整数',
  quantityMax: (max: number) => `单次最多兑换${max}件`,
  notFound: '兑换商品不存在',
  exchangeNotFound: '兑换记录不存在',
  priceChanged: '兑换所需积分或金额已变化，请刷新后重试',
  notCancellable: '该兑换单不能取消',
  closed: '兑换单已关闭，请重新兑换',
  nameRequired: '请输入商品名称',
  nameLength: '商品名称不能超过40个字符',
  descLength: '商品描述不能超过500个字符',
  creditsRequired: '请输入所需积分',
  creditsPositive: '所需积分须为正整数',
  creditsMax: '所需积分不能超过1000000',
  cashNonNegative: '现金部分不能为负数',
  cashMax: '现金部分不能超过¥100,000.00',
  stockNonNegative: '库存须为不小于0的整数',
  stockBelowExchanged: (exchanged: number) => `库存不能小于已兑换数量（${exchanged}）`,
  pictureRequired: '请选择商品图片',
  notShippable: '只有待发货的兑换单可以发货',
});

/** Words shown on success, as a status or as a prompt: not refusals (nothing refuses with them; `refusal()` takes a catalogue). */
export const CREDITS_WORDS = {
  exchanged: '兑换成功',
  created: '添加成功',
  edited: '保存成功',
  onShelf: '已上架',
  offShelfDone: '已下架',
  shipped: '已发货',
  cancelled: '已取消兑换，积分已退回',
} as const;

/** Credits earned per whole yuan paid when CREDITS_PER_YUAN is not configured. */
export const CREDITS_PER_YUAN_DEFAULT = 1;
/** The most items one exchange may take. */
export const CREDITS_EXCHANGE_QUANTITY_MAX = 99;
/** Bounds of what a credits item may ask. */
export const CREDITS_PRICE_MAX = 1_000_000;
export const CREDITS_CASH_MAX_FEN = 10_000_000;
export const CREDITS_STOCK_MAX = 1_000_000;

/** Credits earned per whole yuan paid, configured (CREDITS_PER_YUAN, default 1); fractions of a yuan earn none. */
export function creditsEarned(payFen: number, perYuan: number): number {
  if (!Number.isInteger(payFen) || payFen <= 0 || !Number.isInteger(perYuan) || perYuan <= 0) return 0;
  return Math.floor(payFen / 100) * perYuan;
}

export interface LedgerEntry {
  delta: number;
}

/** The balance a ledger gives; the database keeps the same equality with a constraint-checked running total. */
export function ledgerBalance(entries: readonly LedgerEntry[]): number {
  return entries.reduce((sum, e) => sum + e.delta, 0);
}

/** Why an exchange cannot be made: the quantity, the shelf, the stock, the balance. */
export type ExchangeRefusal = Refusal<
  'CREDITS.quantity' | 'CREDITS.quantityMax' | 'CREDITS.offShelf' | 'CREDITS.outOfStock' | 'CREDITS.short'
>;

/** What an exchange of `quantity` items costs: credits and cash (fen), or the refusal. `stock` = what is left. */
export function exchangeCost(
  item: { credits: number; cashFen: number; stock: number; onShelf: boolean },
  quantity: number,
  balance: number,
): { credits: number; cashFen: number } | { refusal: ExchangeRefusal } {
  if (!Number.isInteger(quantity) || quantity < 1) return { refusal: refusal(CREDITS_MESSAGES, 'quantity') };
  if (quantity > CREDITS_EXCHANGE_QUANTITY_MAX)
    return {
      refusal: refusal(CREDITS_MESSAGES, 'quantityMax', CREDITS_MESSAGES.quantityMax(CREDITS_EXCHANGE_QUANTITY_MAX)),
    };
  if (!item.onShelf) return { refusal: refusal(CREDITS_MESSAGES, 'offShelf') };
  if (quantity > item.stock) return { refusal: refusal(CREDITS_MESSAGES, 'outOfStock') };
  const credits = item.credits * quantity;
  if (credits > balance) return { refusal: refusal(CREDITS_MESSAGES, 'short') };
  return { credits, cashFen: item.cashFen * quantity };
}

/** What is left to exchange: the item's stock less what has been exchanged (never below zero). */
export const creditsAvailable = (item: { stock: number; exchanged: number }): number =>
  Math.max(item.stock - item.exchanged, 0);

/** The most a person can take now: bounded by what is left, the per-exchange maximum and (credits) the balance. */
export function exchangeMaxQuantity(
  item: { credits: number; stock: number; exchanged: number },
  balance: number,
): number {
  const byBalance = item.credits > 0 ? Math.floor(Math.max(balance, 0) / item.credits) : 0;
  return Math.max(Math.min(creditsAvailable(item), CREDITS_EXCHANGE_QUANTITY_MAX, byBalance), 0);
}

/** A credits item as the sales account defines it; `exchanged` is how many were already taken. */
export interface CreditItemDefinition {
  name: string;
  credits: number;
  cashFen: number;
  stock: number;
  picUrl: string;
  description?: string;
}

/** Checks a credits item definition (create and edit); null when it is fine, else the first refusal. */
export function creditItemCheck(def: CreditItemDefinition, exchanged = 0) {
  const name = def.name.trim();
  if (!name) return refusal(CREDITS_MESSAGES, 'nameRequired');
  if (name.length > 40) return refusal(CREDITS_MESSAGES, 'nameLength');
  if ((def.description ?? '').length > 500) return refusal(CREDITS_MESSAGES, 'descLength');
  if (!Number.isInteger(def.credits) || def.credits <= 0) return refusal(CREDITS_MESSAGES, 'creditsPositive');
  if (def.credits > CREDITS_PRICE_MAX) return refusal(CREDITS_MESSAGES, 'creditsMax');
  if (!Number.isInteger(def.cashFen) || def.cashFen < 0) return refusal(CREDITS_MESSAGES, 'cashNonNegative');
  if (def.cashFen > CREDITS_CASH_MAX_FEN) return refusal(CREDITS_MESSAGES, 'cashMax');
  if (!Number.isInteger(def.stock) || def.stock < 0 || def.stock > CREDITS_STOCK_MAX)
    return refusal(CREDITS_MESSAGES, 'stockNonNegative');
  if (def.stock < exchanged)
    return refusal(CREDITS_MESSAGES, 'stockBelowExchanged', CREDITS_MESSAGES.stockBelowExchanged(exchanged));
  if (!def.picUrl.trim()) return refusal(CREDITS_MESSAGES, 'pictureRequired');
  return null;
}

/** '1,200 积分' or '1,200 积分 + ¥9.90'. */
export function formatCreditsCost(credits: number, cashFen: number): string {
  const c = `${groupThousands(credits)} 积分`;
  if (cashFen <= 0) return c;
  return `${c} + ¥${groupThousands(Math.floor(cashFen / 100))}.${String(cashFen % 100).padStart(2, '0')}`;
}

/**
 * An exchange: credits-only exchanges are taken at once (EXCHANGED); one with a cash part waits for the payment
 * (UNPAID, the credits already held) and is CANCELLED, credits and stock returned, when cancelled or expired.
 */
export const CREDIT_EXCHANGE_STATUS = {
  UNPAID: 1,
  EXCHANGED: 2,
  SHIPPED: 3,
  CANCELLED: 5,
} as const;
export type CreditExchangeStatus = (typeof CREDIT_EXCHANGE_STATUS)[keyof typeof CREDIT_EXCHANGE_STATUS];

export const CREDIT_EXCHANGE_STATUS_LABEL: Record<CreditExchangeStatus, string> = {
  1: '待付款',
  2: '待发货',
  3: '已发货',
  5: '已取消',
};

export type CreditExchangeEvent = 'pay' | 'ship' | 'cancel' | 'expire';

export const CREDIT_EXCHANGE_TRANSITIONS: Readonly<
  Record<CreditExchangeStatus, Partial<Record<CreditExchangeEvent, CreditExchangeStatus>>>
> = {
  1: { pay: 2, cancel: 5, expire: 5 },
  2: { ship: 3 },
  3: {},
  5: {},
};

export function nextCreditExchangeStatus(
  from: CreditExchangeStatus,
  event: CreditExchangeEvent,
): CreditExchangeStatus | null {
  return CREDIT_EXCHANGE_TRANSITIONS[from][event] ?? null;
}

/** Why a ledger row exists; (refType, refNo) is unique, so nothing is credited or spent twice. */
export const CREDIT_REF_TYPE = {
  /** Earned by a paid mall order (refNo = orderNo). */
  order: 'order',
  /** Spent by an exchange (refNo = exchangeNo). */
  exchange: 'exchange',
  /** Given back when an unpaid exchange is cancelled or expires (refNo = exchangeNo). */
  refund: 'refund',
  /** An opening balance (demo data, migrations from another system). */
  opening: 'opening',
  /** Taken back by an after-sale refund, in proportion to what was refunded (refNo = afterSaleNo). */
  afterSale: 'afterSale',
} as const;
export type CreditRefType = (typeof CREDIT_REF_TYPE)[keyof typeof CREDIT_REF_TYPE];

export const CREDIT_REF_LABEL: Record<CreditRefType, string> = {
  order: '订单奖励',
  exchange: '积分兑换',
  refund: '兑换取消退回',
  opening: '期初积分',
  afterSale: '售后退款扣回',
};
