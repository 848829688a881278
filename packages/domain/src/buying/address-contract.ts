/**
 * The delivery-address contract (part 1 §7 "Addresses"): 20 per account, region codes checked, one default. The
 * form's rules (what a buyer may save) are in address-input.ts, apart from the constants the web's start uses.
 */
import { z } from 'zod';
import { messages } from '../core/index.ts';

export const ADDRESS_MESSAGES = messages('ADDRESS', {
  regionRequired: '请选择所在地区',
  detailRequired: '请输入详细地址',
  detailLength: '详细地址不能超过100个字符',
  nameRequired: '请输入收货人姓名',
  nameLength: '收货人姓名不能超过20个字符',
  phoneRequired: '请输入联系电话',
  phoneRule: '请输入正确的联系电话',
  notFound: '收货地址不存在',
  limit: '收货地址最多保存20个',
  required: '请选择收货地址',
  /** A region code that is not real, or not inside the level above it. */
  regionInvalid: '所在地区不存在，请重新选择',
});
export const ADDRESS_MAX_PER_ACCOUNT = 20;

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

/** One line of text for an address: province city area street detail. */
export function addressText(a: Omit<Address, 'id' | 'isDefault' | 'contactName' | 'contactPhone'>): string {
  return [a.provinceName, a.cityName, a.areaName, a.streetName ?? '', a.detailAddress].filter(Boolean).join(' ');
}
