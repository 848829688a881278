/** The boards' contract (issue 60): what the web asks and what the server answers. Money in fen. */
import { z } from 'zod';
import { BOARD_UNITS } from './period.ts';

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD');

export const boardQuerySchema = z.object({
  unit: z.enum(BOARD_UNITS, { error: '统计周期应为 日、周 或 月' }),
  at: date,
});
export type BoardQuery = z.infer<typeof boardQuerySchema>;

export const boardProvinceQuerySchema = boardQuerySchema.extend({
  province: z.string().min(1, '请选择省份').max(20, '省份名称过长'),
});

/**
 * The xlsx export: the period, and the province whose dealers and the first-level dealer whose network get a sheet of
 * their own (staff, optional).
 */
export const boardExportQuerySchema = boardQuerySchema.extend({
  province: z.string().min(1).max(20, '省份名称过长').optional(),
  dealer: z.string().min(1).max(40, '经销商编号过长').optional(),
});

const range = z.object({ from: z.string(), to: z.string() });
export const boardTotalsSchema = z.object({
  orders: z.number().int(),
  paidFen: z.number().int(),
  refundFen: z.number().int(),
  netFen: z.number().int(),
});
export type BoardTotals = z.infer<typeof boardTotalsSchema>;

const named = boardTotalsSchema.extend({ key: z.string(), name: z.string() });
export type BoardNamedRow = z.infer<typeof named>;
const modelRow = z.object({
  model: z.string(),
  units: z.number().int(),
  refundUnits: z.number().int(),
  netFen: z.number().int(),
});
export type BoardModelRow = z.infer<typeof modelRow>;
const dayRow = z.object({ day: z.string(), netFen: z.number().int(), orders: z.number().int() });

/**
 * The design tool's funnel over the design orders created in a period (the staff's: every account's; a dealer's: its
 * members'): created → quoted → turned into orders; surveyed beside.
 */
const funnelSchema = z.object({
  /** Design orders created in the period. */
  created: z.number().int(),
  /** Of those, quoted (a quotation exported). */
  quoted: z.number().int(),
  /** Of those, surveyed on site (a survey order). */
  surveyed: z.number().int(),
  /**
   * Of those, turned into orders: at least one mall order placed from it (「加入购物车」 on the design order) paid and
   * not wholly refunded (designOrdersOrdered).
   */
  ordered: z.number().int(),
});
export type BoardFunnel = z.infer<typeof funnelSchema>;

/** A design order of a second-level dealer's or installer's, on its board. */
const designOrderRow = z.object({
  orderNo: z.string(),
  name: z.string(),
  createdAt: z.string(),
  amountFen: z.number().int(),
  quoted: z.boolean(),
  /** A paid, not wholly refunded mall order was placed from it. */
  ordered: z.boolean(),
});
export type BoardDesignOrder = z.infer<typeof designOrderRow>;

/** What a buyer paid per unit of a model, month by month (Beijing months 'YYYY-MM', the oldest first). */
const priceTrendSchema = z.object({
  months: z.array(z.string()),
  models: z.array(
    z.object({
      model: z.string(),
      points: z.array(
        z.object({
          month: z.string(),
          units: z.number().int(),
          /** Paid for the model in the month (line amounts less their reductions) ÷ units, fen, rounded; null: none bought. */
          unitFen: z.number().int().nullable(),
        }),
      ),
    }),
  ),
});
export type BoardPriceTrend = z.infer<typeof priceTrendSchema>;

export const boardSchema = z.object({
  unit: z.enum(BOARD_UNITS),
  current: range,
  previous: range,
  totals: boardTotalsSchema,
  previousTotals: boardTotalsSchema,
  /** The current period's days, every day present (zeros included). */
  series: z.array(dayRow),
  previousSeries: z.array(dayRow),
  byProvince: z.array(named),
  /** Staff: the shipping (first-level) dealers; a dealer: its customers. */
  byParty: z.array(named),
  topModels: z.array(modelRow),
  flashSale: boardTotalsSchema,
  /**
   * A first-level dealer's work waiting (orders paid, not shipped; after-sale requests on its turn; invoice requests
   * not yet issued — 待开票 and 开票失败 — and what they come to); else null.
   */
  waiting: z
    .object({
      shipOrders: z.number().int(),
      shipFen: z.number().int(),
      afterSales: z.number().int(),
      invoices: z.number().int(),
      invoiceFen: z.number().int(),
    })
    .nullable(),
  /** A dealer's board: its own design orders' funnel (its members' design orders); the staff's is in the insights. */
  designFunnel: funnelSchema.nullable(),
  /** A second-level dealer's or installer's board: its design orders created in the period, the latest first. */
  designOrders: z.array(designOrderRow).nullable(),
  /** A second-level dealer's or installer's board: the unit prices it paid for its most bought models. */
  prices: priceTrendSchema.nullable(),
});
export type Board = z.infer<typeof boardSchema>;

/** A first-level dealer's second-level network (the staff board's click on a dealer). */
export const boardNetworkQuerySchema = boardQuerySchema.extend({
  dealer: z.string().min(1, '请选择经销商').max(40, '经销商编号过长'),
});
const memberRow = named.extend({
  /** 二级经销商 / 安装商 … (ENTERPRISE_TYPE_LABEL). */
  kind: z.string(),
  /** Bound to the dealer (its 默认/已绑定 first-level dealer), or only bought from it. */
  bound: z.boolean(),
});
export type BoardNetworkMember = z.infer<typeof memberRow>;
export const boardNetworkSchema = z.object({
  dealer: z.string(),
  name: z.string(),
  /** The enterprises bound to it or buying from it (not persons), with their purchases in the period, most first. */
  members: z.array(memberRow),
  /** Their sums (the dealer's sales to its network). */
  totals: boardTotalsSchema,
});
export type BoardNetwork = z.infer<typeof boardNetworkSchema>;

export const boardProvinceSchema = z.object({ province: z.string(), dealers: z.array(named) });
export type BoardProvince = z.infer<typeof boardProvinceSchema>;

const categoryRow = z.object({ key: z.string(), name: z.string(), units: z.number().int(), netFen: z.number().int() });
const runOutRow = z.object({
  model: z.string(),
  stock: z.number().int(),
  /** Units sold (less returned) in the last 30 Beijing days before today. */
  units30: z.number().int(),
  /** Whole days the stock lasts at that pace (0: none left). */
  daysLeft: z.number().int(),
});
const exchangeTotals = z.object({
  /** Exchanges made (by credits alone when placed, with cash when paid; unpaid and cancelled ones are not). */
  exchanges: z.number().int(),
  units: z.number().int(),
  credits: z.number().int(),
  cashFen: z.number().int(),
});
const exchangeItem = exchangeTotals.extend({ spuNo: z.string(), name: z.string() });
const afterSaleRow = z.object({
  model: z.string(),
  /** Units sold in the period (paid orders). */
  soldUnits: z.number().int(),
  /** Units asked back in the period (after-sale requests not refused or cancelled), and how many requests. */
  afterSaleUnits: z.number().int(),
  requests: z.number().int(),
  /** afterSaleUnits ÷ soldUnits in percent, one decimal (afterSaleRate); null when none sold in the period. */
  ratePct: z.number().nullable(),
});
const flashSaleRow = z.object({
  activityNo: z.string(),
  title: z.string(),
  startAt: z.string(),
  stock: z.number().int(),
  /** Units taken by orders still standing (a cancelled or expired order gives its units back). */
  sold: z.number().int(),
  buyers: z.number().int(),
  /** Accounts that asked to be reminded when it starts (开抢提醒). */
  followers: z.number().int(),
  /** buyers ÷ followers in percent, one decimal (flashConversion); null without followers. */
  conversionPct: z.number().nullable(),
  /** From the start to the last unit taken; null when it did not sell out. */
  sellOutSeconds: z.number().int().nullable(),
});
/**
 * The provider's further charts over the period: by category, models running out, the design tool's funnel, the
 * credits mall's exchanges (this period against the last, and the items most exchanged), the flash sales.
 */
export const boardInsightsSchema = z.object({
  byCategory: z.array(categoryRow),
  runOut: z.array(runOutRow),
  funnel: funnelSchema,
  exchanges: z.object({
    totals: exchangeTotals,
    previousTotals: exchangeTotals,
    /** The items of the period, most credits first (BOARD_TOP of them). */
    items: z.array(exchangeItem),
  }),
  /** The flash sales that started in the period, the latest first (FLASH_SALE_TOP of them). */
  flashSales: z.array(flashSaleRow),
  /** The models asked back in the period, the highest after-sale rate first (AFTER_SALE_RATE_TOP of them). */
  afterSale: z.array(afterSaleRow),
});
export type BoardInsights = z.infer<typeof boardInsightsSchema>;
export type BoardRunOutRow = z.infer<typeof runOutRow>;
export type BoardExchangeItem = z.infer<typeof exchangeItem>;
export type BoardFlashSaleRow = z.infer<typeof flashSaleRow>;
export type BoardAfterSaleRow = z.infer<typeof afterSaleRow>;
