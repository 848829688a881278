/** The delivery-address form's rules (address-contract.ts): region codes, detail, contact, phone; the update's id. */
import { z } from 'zod';
import { PHONE_OR_TEL_RE } from '../account/index.ts';
import { ADDRESS_MESSAGES } from './address-rules.ts';

const code = z
  .string()
  .trim()
  .regex(/^\d{6,12}$/, ADDRESS_MESSAGES.regionRequired);
const name = z.string().trim().min(1, ADDRESS_MESSAGES.regionRequired).max(50);

export const addressInputSchema = z.object({
  provinceCode: code,
  provinceName: name,
  cityCode: code,
  cityName: name,
  areaCode: code,
  areaName: name,
  streetCode: code.nullish(),
  streetName: z.string().trim().max(50).nullish(),
  detailAddress: z
    .string({ error: ADDRESS_MESSAGES.detailRequired })
    .trim()
    .min(1, ADDRESS_MESSAGES.detailRequired)
    .max(100, ADDRESS_MESSAGES.detailLength),
  contactName: z
    .string({ error: ADDRESS_MESSAGES.nameRequired })
    .trim()
    .min(1, ADDRESS_MESSAGES.nameRequired)
    .max(20, ADDRESS_MESSAGES.nameLength),
  contactPhone: z
    .string({ error: ADDRESS_MESSAGES.phoneRequired })
    .trim()
    .min(1, ADDRESS_MESSAGES.phoneRequired)
    .regex(PHONE_OR_TEL_RE, ADDRESS_MESSAGES.phoneRule),
  isDefault: z.boolean().optional(),
});
export type AddressInput = z.input<typeof addressInputSchema>;
export const addressUpdateSchema = addressInputSchema.extend({ id: z.number().int().positive() });
export const addressIdSchema = z.object({ id: z.number().int().positive() });
