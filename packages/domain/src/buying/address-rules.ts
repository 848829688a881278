/** The constants, messages and rules of address-contract.ts (no zod: what the start imports, apart from the schemas). */
import { messages } from '../core/index.ts';
import { type Address } from './address-contract.ts';

export const ADDRESS_MESSAGES = messages('ADDRESS', {
  regionRequired: '请选择所在地区',
  detailRequired: '请输入详细地址',
  detailLength: '详细地址不能超过100个字符',
  nameRequired: '请输入收货人姓名',
  nameLength: '收货人姓名不能超过20个字符',
  phoneRequired: '请输入联系电话',
  phoneRule: '请输入正确的收货人联系电话',
  notFound: '收货地址不存在',
  limit: '收货地址最多保存20个',
  required: '请选择收货地址',
  /** A region code that is not real, or not inside the level above it. */
  regionInvalid: '所在地区不存在，请重新选择',
});

export const ADDRESS_MAX_PER_ACCOUNT = 20;

/** One line of text for an address: province city area street detail. */
export function addressText(a: Omit<Address, 'id' | 'isDefault' | 'contactName' | 'contactPhone'>): string {
  return [a.provinceName, a.cityName, a.areaName, a.streetName ?? '', a.detailAddress].filter(Boolean).join(' ');
}
