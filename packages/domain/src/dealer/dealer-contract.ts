/** The schemas of dealer.ts (zod: kept apart so a page that uses only the constants loads no schema). */
import { z } from 'zod';
import { DEALER_MESSAGES, DEALER_KEYWORD_MAX } from './dealer-words.ts';

/** Region node of the cascading picker. */
export interface RegionNode {
  code: string;
  name: string;
  hasNext: boolean;
}

export const regionChildrenQuerySchema = z.object({
  parentCode: z
    .string()
    .trim()
    .max(9)
    .regex(/^(\d{6}|\d{9})?$/, '区域编码不正确')
    .optional()
    .default(''),
});

const code6 = (msg: string) =>
  z
    .string({ error: msg })
    .trim()
    .regex(/^\d{6}$/, msg);

const name = (msg: string) => z.string({ error: msg }).trim().min(1, msg).max(50);

/** userLocation of the bind payload: province, city and area required ('请选择区域'); street optional. */
export const userLocationSchema = z.object({
  provinceCode: code6(DEALER_MESSAGES.areaRequired),
  cityCode: code6(DEALER_MESSAGES.areaRequired),
  areaCode: code6(DEALER_MESSAGES.areaRequired),
  provinceName: name(DEALER_MESSAGES.areaRequired),
  cityName: name(DEALER_MESSAGES.areaRequired),
  areaName: name(DEALER_MESSAGES.areaRequired),
  streetCode: z
    .string()
    .trim()
    .regex(/^(\d{9})?$/, DEALER_MESSAGES.regionUnknown)
    .nullish(),
  streetName: z.string().trim().max(50).nullish(),
});

export type UserLocation = z.infer<typeof userLocationSchema>;

/** Bind payload (part 1 §3): accountNo, userLocation, bindMerchantNo, bindMerchantName, spu, optional secKill. */
export const bindPayloadSchema = z.object({
  accountNo: z.string().trim().max(40).optional(),
  userLocation: userLocationSchema,
  bindMerchantNo: z
    .string({ error: DEALER_MESSAGES.dealerRequired })
    .trim()
    .min(1, DEALER_MESSAGES.dealerRequired)
    .max(40),
  bindMerchantName: z.string().trim().max(100).optional(),
  spu: z.string().trim().max(40).nullish(),
  secKill: z.union([z.boolean(), z.number(), z.string()]).nullish(),
});

export type BindPayload = z.infer<typeof bindPayloadSchema>;

/** getParentMerchantList: the chosen address (area required) and an optional keyword. */
export const parentMerchantListQuerySchema = z.object({
  provinceCode: code6(DEALER_MESSAGES.areaRequired),
  cityCode: code6(DEALER_MESSAGES.areaRequired).optional(),
  areaCode: code6(DEALER_MESSAGES.areaRequired).optional(),
  merchantName: z.string().trim().max(DEALER_KEYWORD_MAX, DEALER_MESSAGES.keywordTooLong).optional(),
  secKill: z.string().max(10).optional(),
  spuNo: z.string().max(40).optional(),
});

export type ParentMerchantListQuery = z.infer<typeof parentMerchantListQuerySchema>;

export const toggleShopSchema = z.object({
  firstMerchantNo: z
    .string({ error: DEALER_MESSAGES.dealerRequired })
    .trim()
    .min(1, DEALER_MESSAGES.dealerRequired)
    .max(40),
});

export const setDefaultDealerSchema = z.object({
  parentMerchantNo: z
    .string({ error: DEALER_MESSAGES.dealerRequired })
    .trim()
    .min(1, DEALER_MESSAGES.dealerRequired)
    .max(40),
});

export const dealerGroupSchema = z.object({ title: z.string(), tagName: z.string() });

export type DealerGroup = z.infer<typeof dealerGroupSchema>;

/** Dealer (part 1 §3) as the dialog lists it. */
export const dealerSchema = z.object({
  merchantNo: z.string(),
  enterpriseName: z.string(),
  contactPhone: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  businessScope: z.string().nullable(),
  address: z.string().nullable(),
  provinceName: z.string().nullable(),
  cityName: z.string().nullable(),
  areaName: z.string().nullable(),
  groups: z.array(dealerGroupSchema),
});

export type Dealer = z.infer<typeof dealerSchema>;

const flag = z.union([z.literal(0), z.literal(1)]);

/** Shop / distributor (part 2 §3). status 0 = abnormal (the item is disabled with msg), 1 = normal. */
export const shopSchema = z.object({
  parentMerchantName: z.string(),
  parentMerchantNo: z.string(),
  contactPhone: z.string().nullable(),
  /** 1 = the shop currently ordered from. */
  choosing: flag,
  defaultStatus: flag,
  status: flag,
  shopNo: z.string(),
  msg: z.string().nullable(),
});

export type Shop = z.infer<typeof shopSchema>;

/** getShopList's query (the product is optional; the list is the buyer's shops). */
export const shopListOfBuyerQuerySchema = z.object({
  spuNo: z.string().max(40).optional(),
  skuNo: z.string().max(40).optional(),
});
