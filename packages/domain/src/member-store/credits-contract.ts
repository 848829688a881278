/**
 * The credits-mall API contract (part 1 §7 "integration (credits) spu list, detail, purchase, stock check, rank,
 * account info"), plus the exchange record, the credits ledger and the management of credits items by a provider
 * sales account. Credits are integers; money in integer fen (fields end in Fen).
 */
import { z } from 'zod';
import { pageNumber, pageSize } from '../core/index.ts';
import { addressSchema, addressInputSchema } from '../buying/index.ts';
import {
  CREDITS_CASH_MAX_FEN,
  CREDITS_EXCHANGE_QUANTITY_MAX,
  CREDITS_MESSAGES,
  CREDITS_PRICE_MAX,
  CREDITS_STOCK_MAX,
} from './credits.ts';
import { CREDITS_SORTS } from './credits-api.ts';

const spuNo = z.string().trim().min(1).max(40);

const exchangeNo = z.string().trim().min(1).max(40);

const page = pageNumber;

const size = pageSize(12);

const quantity = z
  .number({ error: CREDITS_MESSAGES.quantity })
  .int(CREDITS_MESSAGES.quantity)
  .min(1, CREDITS_MESSAGES.quantity)
  .max(CREDITS_EXCHANGE_QUANTITY_MAX, CREDITS_MESSAGES.quantityMax(CREDITS_EXCHANGE_QUANTITY_MAX));

export const creditSpuPageQuerySchema = z.object({
  page,
  size,
  keyword: z.string().trim().max(50, '搜索内容不能超过50个字符').optional(),
  sort: z.enum(CREDITS_SORTS).default('default'),
  /** Only what my balance covers. */
  affordable: z
    .enum(['0', '1'])
    .optional()
    .transform((v) => v === '1'),
});

export const creditSpuSchema = z.object({
  spuNo: z.string(),
  name: z.string(),
  description: z.string(),
  picUrl: z.string(),
  credits: z.number().int(),
  cashFen: z.number().int(),
  /** What is left to exchange. */
  stock: z.number().int(),
  exchanged: z.number().int(),
  onShelf: z.boolean(),
});

export type CreditSpu = z.infer<typeof creditSpuSchema>;

export const creditSpuDetailSchema = creditSpuSchema.extend({
  /** The viewer's balance and the most the viewer can take now (0: cannot exchange). */
  balance: z.number().int(),
  maxQuantity: z.number().int(),
  /** Why the viewer cannot exchange (Chinese), null when it can. */
  refusal: z.string().nullable(),
});

export type CreditSpuDetail = z.infer<typeof creditSpuDetailSchema>;

export const creditSpuNoQuerySchema = z.object({ spuNo });

export const creditStockCheckBodySchema = z.object({ spuNo, quantity });

export const creditStockCheckSchema = z.object({
  ok: z.boolean(),
  /** What is left. */
  stock: z.number().int(),
  credits: z.number().int(),
  cashFen: z.number().int(),
  balance: z.number().int(),
  reason: z.string().nullable(),
});

export type CreditStockCheck = z.infer<typeof creditStockCheckSchema>;

/** The delivery address copied into the exchange. */
export const creditExchangeAddressSchema = addressInputSchema.omit({ isDefault: true });

export const creditPurchaseBodySchema = z.object({
  spuNo,
  quantity,
  address: creditExchangeAddressSchema,
  remark: z.string().trim().max(200, '备注不能超过200个字符').default(''),
  /** What the person saw; a different server total refuses the exchange (priceChanged). */
  expectedCredits: z.number().int().min(0),
  expectedCashFen: z.number().int().min(0),
});

export type CreditPurchaseBody = z.input<typeof creditPurchaseBodySchema>;

export const creditPurchaseResultSchema = z.object({
  exchangeNo: z.string(),
  status: z.number().int(),
  credits: z.number().int(),
  cashFen: z.number().int(),
  /** When the cash part must be paid by; null for credits-only exchanges. */
  expiresAt: z.string().nullable(),
  balance: z.number().int(),
});

export type CreditPurchaseResult = z.infer<typeof creditPurchaseResultSchema>;

export const creditExchangeSchema = z.object({
  exchangeNo: z.string(),
  spuNo: z.string(),
  name: z.string(),
  picUrl: z.string(),
  quantity: z.number().int(),
  /** Unit price at the time of the exchange. */
  unitCredits: z.number().int(),
  unitCashFen: z.number().int(),
  credits: z.number().int(),
  cashFen: z.number().int(),
  status: z.number().int(),
  address: addressSchema.omit({ id: true, isDefault: true }),
  remark: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  payChannel: z.string().nullable(),
  shippedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
});

export type CreditExchange = z.infer<typeof creditExchangeSchema>;

export const creditExchangeRecordQuerySchema = z.object({
  page,
  size: pageSize(10),
  status: z.coerce.number().int().min(1).max(5).optional(),
});

export const creditExchangeNoSchema = z.object({ exchangeNo });

export const creditsRankQuerySchema = z.object({
  size: pageSize(20, 100),
});

export const creditsRankSchema = z.object({
  list: z.array(
    z.object({
      rank: z.number().int(),
      /** Masked (first 3, stars, last 4). */
      phone: z.string(),
      nickname: z.string().nullable(),
      credits: z.number().int(),
      mine: z.boolean(),
    }),
  ),
  /** The viewer's place (null when it holds no credits). */
  mine: z.object({ rank: z.number().int(), credits: z.number().int() }).nullable(),
});

export type CreditsRank = z.infer<typeof creditsRankSchema>;

export const creditAccountInfoSchema = z.object({
  balance: z.number().int(),
  earnedTotal: z.number().int(),
  spentTotal: z.number().int(),
  /** Exchanges waiting for their cash part. */
  unpaidExchanges: z.number().int(),
  /** Credits a paid yuan earns (configuration). */
  perYuan: z.number().int(),
});

export type CreditAccountInfo = z.infer<typeof creditAccountInfoSchema>;

export const creditLedgerQuerySchema = z.object({
  page,
  size: pageSize(10),
});

export const creditLedgerEntrySchema = z.object({
  id: z.number().int(),
  delta: z.number().int(),
  refType: z.string(),
  refLabel: z.string(),
  refNo: z.string(),
  remark: z.string(),
  createdAt: z.string(),
});

export type CreditLedgerEntry = z.infer<typeof creditLedgerEntrySchema>;

// ---------- management (provider sales accounts) ----------

export const creditManageSpuPageQuerySchema = z.object({
  page,
  size: pageSize(10),
  keyword: z.string().trim().max(50).optional(),
  /** '1' on shelf, '0' off shelf, absent all. */
  onShelf: z.enum(['0', '1']).optional(),
});

export const creditManageSpuSchema = creditSpuSchema.extend({
  /** Total stock put up (what is left = totalStock - exchanged). */
  totalStock: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type ManageCreditSpu = z.infer<typeof creditManageSpuSchema>;

export const creditSpuSaveBodySchema = z.object({
  /** Absent = create. */
  spuNo: spuNo.optional(),
  name: z
    .string({ error: CREDITS_MESSAGES.nameRequired })
    .trim()
    .min(1, CREDITS_MESSAGES.nameRequired)
    .max(40, CREDITS_MESSAGES.nameLength),
  description: z.string().trim().max(500, CREDITS_MESSAGES.descLength).default(''),
  picUrl: z
    .string({ error: CREDITS_MESSAGES.pictureRequired })
    .trim()
    .min(1, CREDITS_MESSAGES.pictureRequired)
    .max(300),
  credits: z
    .number({ error: CREDITS_MESSAGES.creditsRequired })
    .int(CREDITS_MESSAGES.creditsPositive)
    .min(1, CREDITS_MESSAGES.creditsPositive)
    .max(CREDITS_PRICE_MAX, CREDITS_MESSAGES.creditsMax),
  cashFen: z
    .number()
    .int('金额须为整数（分）')
    .min(0, CREDITS_MESSAGES.cashNonNegative)
    .max(CREDITS_CASH_MAX_FEN, CREDITS_MESSAGES.cashMax)
    .default(0),
  /** Total stock put up; never below what was already exchanged. */
  totalStock: z
    .number({ error: CREDITS_MESSAGES.stockNonNegative })
    .int(CREDITS_MESSAGES.stockNonNegative)
    .min(0, CREDITS_MESSAGES.stockNonNegative)
    .max(CREDITS_STOCK_MAX, CREDITS_MESSAGES.stockNonNegative),
  onShelf: z.boolean().default(true),
});

export type CreditSpuSaveBody = z.input<typeof creditSpuSaveBodySchema>;

export const creditSpuShelfBodySchema = z.object({ spuNo, onShelf: z.boolean() });

export const creditManageExchangeQuerySchema = z.object({
  page,
  size: pageSize(10),
  status: z.coerce.number().int().min(1).max(5).optional(),
  spuNo: spuNo.optional(),
});

export const creditManageExchangeSchema = creditExchangeSchema.extend({
  /** The buyer's phone, masked. */
  buyerPhone: z.string(),
});

export type ManageCreditExchange = z.infer<typeof creditManageExchangeSchema>;
