/**
 * The delivery-address contract (part 1 §7 "Addresses"): 20 per account, region codes checked, one default. The
 * form's rules (what a buyer may save) are in address-input.ts, apart from the constants the web's start uses.
 */
import { z } from 'zod';

export const addressSchema = z.object({
  id: z.number().int(),
  provinceCode: z.string(),
  provinceName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  areaCode: z.string(),
  areaName: z.string(),
  streetCode: z.string().nullable(),
  streetName: z.string().nullable(),
  detailAddress: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  isDefault: z.boolean(),
});

export type Address = z.infer<typeof addressSchema>;
