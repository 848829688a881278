/** The invoice requests' schemas (issue 59 §2-5): what a buyer asks, what a seller issues or uploads, what both read. */
import { z } from 'zod';
import { pageNumber, pageSize } from '../core/index.ts';
import { taxCodeSchema, taxRateSchema } from '../catalogue/index.ts';
import { INVOICE_MERGE_MAX_ORDERS } from './amounts.ts';
import { INVOICE_REQUEST_MESSAGES as M, INVOICE_SELLER_MESSAGES as S } from './messages.ts';
import { INVOICE_DIRECTIONS, INVOICE_STATUSES } from './request.ts';
import { INVOICE_KINDS } from './title.ts';

const orderNo = z.string().trim().min(1).max(40);

/** What is asked, on the orders or at checkout: the kind, a kept title and the email the e-invoice goes to. */
const askFields = {
  kind: z.enum(INVOICE_KINDS),
  titleId: z.coerce.number().int().positive(M.titleNotFound),
  email: z
    .string()
    .trim()
    .max(100, M.emailFormat)
    .pipe(z.union([z.literal(''), z.email(M.emailFormat)]))
    .default(''),
};

export const invoiceApplySchema = z.object({
  orderNos: z
    .array(orderNo, { error: M.noOrders })
    .min(1, M.noOrders)
    .max(INVOICE_MERGE_MAX_ORDERS, M.tooManyOrders)
    .transform((l) => [...new Set(l)]),
  ...askFields,
});
export type InvoiceApplyInput = z.input<typeof invoiceApplySchema>;

/**
 * An invoice asked for at checkout (开具发票 on the order being placed): kept with the order and turned into a
 * request once the order is paid (the queue's invoice.wishes).
 */
export const invoiceWishSchema = z.object({ orderNo, ...askFields });
export type InvoiceWishInput = z.input<typeof invoiceWishSchema>;

export const invoiceOfOrderQuerySchema = z.object({ orderNo });

export const invoiceIdSchema = z.object({ id: z.coerce.number().int().positive() });

export const invoicePageQuerySchema = z.object({
  page: pageNumber,
  size: pageSize(10),
  status: z.enum(INVOICE_STATUSES).optional(),
});

/** The seller's upload of an invoice it issued elsewhere: its number, date and file. */
export const invoiceUploadSchema = z.object({
  id: z.coerce.number().int().positive(),
  invoiceNo: z
    .string()
    .trim()
    .regex(/^\d{8,20}$/, M.invoiceNoFormat),
  issuedOn: z.iso.date(),
  fileUrl: z.string({ error: M.fileRequired }).trim().min(1, M.fileRequired).max(500),
});

export const INVOICE_PLATFORMS = ['local', 'nuonuo'] as const;
export type InvoicePlatformName = (typeof INVOICE_PLATFORMS)[number];
export const INVOICE_PLATFORM_LABEL: Record<InvoicePlatformName, string> = {
  local: '本地开票（内置）',
  nuonuo: '诺诺开放平台',
};

/** The seller's invoicing settings (开票设置): who it is on the invoice, its default classification and platform. */
export const invoiceSellerSettingSchema = z
  .object({
    name: z.string().trim().min(1, S.nameRequired).max(100),
    taxNo: z.string().trim().max(20).default(''),
    address: z.string().trim().max(120).default(''),
    phone: z.string().trim().max(30).default(''),
    bankName: z.string().trim().max(60).default(''),
    bankAccount: z.string().trim().max(40).default(''),
    taxCode: taxCodeSchema,
    taxRate: taxRateSchema,
    platform: z.enum(INVOICE_PLATFORMS).default('local'),
    accessToken: z.string().trim().max(200).default(''),
  })
  .superRefine((s, ctx) => {
    if (s.platform === 'nuonuo' && !s.accessToken)
      ctx.addIssue({ code: 'custom', path: ['accessToken'], message: S.platformKeysMissing });
  });
export type InvoiceSellerSettingInput = z.input<typeof invoiceSellerSettingSchema>;

export const invoiceSellerSettingViewSchema = z.object({
  name: z.string(),
  taxNo: z.string(),
  address: z.string(),
  phone: z.string(),
  bankName: z.string(),
  bankAccount: z.string(),
  taxCode: z.string(),
  taxRate: z.number(),
  platform: z.enum(INVOICE_PLATFORMS),
  /** Whether a token is kept (the token itself is never sent back). */
  hasAccessToken: z.boolean(),
});
export type InvoiceSellerSettingView = z.output<typeof invoiceSellerSettingViewSchema>;

const lineSchema = z.object({
  name: z.string(),
  model: z.string(),
  unit: z.string(),
  quantity: z.number(),
  amountFen: z.number(),
  taxRate: z.number(),
  taxFen: z.number(),
  taxCode: z.string(),
});

export const invoiceSchema = z.object({
  id: z.number(),
  direction: z.enum(INVOICE_DIRECTIONS),
  /** The blue invoice a red one reverses. */
  reversesId: z.number().nullable(),
  status: z.enum(INVOICE_STATUSES),
  kind: z.enum(INVOICE_KINDS),
  sellerMerchantNo: z.string(),
  sellerName: z.string(),
  buyerAccountId: z.number(),
  title: z.object({ kind: z.string(), name: z.string(), taxNo: z.string() }),
  email: z.string(),
  orderNos: z.array(z.string()),
  amountFen: z.number(),
  taxFen: z.number(),
  lines: z.array(lineSchema),
  invoiceNo: z.string().nullable(),
  issuedOn: z.string().nullable(),
  /** The invoice file (private: a signed link). */
  fileUrl: z.string().nullable(),
  platform: z.string().nullable(),
  failure: z.string().nullable(),
  overdue: z.boolean(),
  requestedAt: z.string(),
});
export type InvoiceView = z.output<typeof invoiceSchema>;
export const invoiceListSchema = z.object({ list: z.array(invoiceSchema) });

/** What was asked at checkout for an order, until (and after) it became a request. */
export const invoiceWishViewSchema = z.object({
  kind: z.enum(INVOICE_KINDS),
  titleName: z.string(),
  /** The request it became, once the order was paid. */
  invoiceId: z.number().nullable(),
  /** Why it could not become one (the request's refusal, in words); the buyer may ask by hand. */
  failure: z.string().nullable(),
});
export type InvoiceWishView = z.output<typeof invoiceWishViewSchema>;

/** A paid order the buyer may ask an invoice for, with the live invoice it is on (if any). */
export const invoiceableOrderSchema = z.object({
  orderNo: z.string(),
  shopMerchantNo: z.string(),
  shopName: z.string(),
  paidAt: z.string(),
  payFen: z.number(),
  refundedFen: z.number(),
  invoiceableFen: z.number(),
  invoice: z.object({ id: z.number(), status: z.enum(INVOICE_STATUSES) }).nullable(),
});
export type InvoiceableOrderView = z.output<typeof invoiceableOrderSchema>;

/**
 * An order's invoices as its page shows them: the order as it may be invoiced (null until paid or once the window
 * has closed), every invoice on it (blue and red, newest first), and what was asked at checkout.
 */
export const invoiceOfOrderSchema = z.object({
  order: invoiceableOrderSchema.nullable(),
  /** Within the provider's window: a request may still be made. */
  canApply: z.boolean(),
  invoices: z.array(invoiceSchema),
  wish: invoiceWishViewSchema.nullable(),
});
export type InvoiceOfOrder = z.output<typeof invoiceOfOrderSchema>;
export const invoiceableOrderListSchema = z.object({ list: z.array(invoiceableOrderSchema) });

/** The seller's export for its accountant: the invoices issued from one day to another (Beijing days, both included). */
export const invoiceExportQuerySchema = z
  .object({ from: z.iso.date(), to: z.iso.date() })
  .refine((q) => q.from <= q.to, { message: '开始日期不能晚于结束日期', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, {
    message: '一次最多导出一年的发票',
    path: ['to'],
  });
