/** The dealer fields the answers share (zod: kept apart so a page that uses only dealer.ts's constants loads no schema). */
import { z } from 'zod';
import { shopSchema } from './dealer-contract.ts';

/** A stored place as the answers show it: province, city and area, codes and names. */
export const areaAnswerFields = {
  provinceCode: z.string(),
  provinceName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  areaCode: z.string(),
  areaName: z.string(),
};

/** The current binding with its location (getbindMerchant), null when none. */
export const boundMerchantSchema = z.object({
  bindMerchantNo: z.string(),
  bindMerchantName: z.string(),
  ...areaAnswerFields,
  streetCode: z.string().nullish(),
  streetName: z.string().nullish(),
});

export type BoundMerchant = z.infer<typeof boundMerchantSchema>;

/** getBindDetail: the buyer's shops and where the current one was chosen. */
export const bindDetailSchema = z.object({
  current: boundMerchantSchema.nullable(),
  shops: z.array(shopSchema),
  canSetDefault: z.boolean(),
});

export type BindDetail = z.infer<typeof bindDetailSchema>;
