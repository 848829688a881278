/** The schemas of quotation.ts (zod: kept apart so a page that uses only the constants loads no schema). */
import { z } from 'zod';
import { QUOTATION_LIMITS as L, QUOTATION_MESSAGES as M } from './quotation.ts';

const text = (max: number, message: string) => z.string().trim().max(max, message);

/** The dealer's letterhead and terms on its quotations. */
export const quotationProfileSchema = z.object({
  companyName: text(L.companyMax, M.companyLength).min(1, M.companyRequired),
  contactName: text(L.contactMax, M.contactLength),
  phone: text(L.phoneMax, M.phoneLength),
  address: text(L.addressMax, M.addressLength),
  /** The logo's stored address (a private file: signed in answers), or null. */
  logoUrl: z.string().max(300).nullable(),
  /** Hundredths of a percent: 1300 = 13.00 %. */
  taxRate: z.number({ message: M.taxRate }).int(M.taxRate).min(0, M.taxRate).max(L.taxRateMax, M.taxRate),
  validityDays: z
    .number({ message: M.validityDays })
    .int(M.validityDays)
    .min(L.validityDaysMin, M.validityDays)
    .max(L.validityDaysMax, M.validityDays),
  terms: text(L.termsMax, M.termsLength),
});

export type QuotationProfile = z.infer<typeof quotationProfileSchema>;

export const quotationProfileSaveSchema = quotationProfileSchema;

/** One line as the quotation shows it (fen; the rate in hundredths of a percent). */
export const quotationLineSchema = z.object({
  no: z.number(),
  productName: z.string(),
  productModel: z.string(),
  brandName: z.string().nullable(),
  /** The model's main specifications, e.g. 「分辨率：400万；红外距离：30m」 ('' when the catalogue has none). */
  spec: z.string(),
  image: z.string().nullable(),
  /** The catalogue price before the discount rate (null: 暂无价格). */
  price: z.number().nullable(),
  rate: z.number(),
  unitPrice: z.number(),
  quantity: z.number(),
  amount: z.number(),
  /** 清单 (chosen from the list) or what the survey added (布线 / 拓扑 / 平面图). */
  source: z.string(),
});

export type QuotationLine = z.infer<typeof quotationLineSchema>;

/** Everything a quotation shows: the print view renders it, the PDF and xlsx are written from the same figures. */
export const quotationViewSchema = z.object({
  orderId: z.number(),
  orderNo: z.string(),
  orderName: z.string(),
  sceneName: z.string().nullable(),
  customer: z.object({ name: z.string().nullable(), phone: z.string().nullable() }),
  profile: quotationProfileSchema,
  quotedOn: z.string(),
  validUntil: z.string(),
  lines: z.array(quotationLineSchema),
  originalAmount: z.number(),
  preferential: z.number(),
  subtotal: z.number(),
  tax: z.number(),
  total: z.number(),
  totalInWords: z.string(),
  /** A survey order with scenes: the PDF adds the plan pages with coverage and the cable schedule. */
  surveyed: z.boolean(),
  /** A surveyed order whose wiring or topology waits for the surveyor: its files are refused until settled. */
  billStale: z.boolean(),
  remark: z.string(),
});

export type QuotationView = z.infer<typeof quotationViewSchema>;

export const quotationLogoSchema = z.object({ url: z.string() });
