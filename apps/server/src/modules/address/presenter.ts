import type { Address } from '@portal/domain';
import type { AddressRow } from './queries.ts';

export function toAddress(r: AddressRow): Address {
  return {
    id: Number(r.id),
    provinceCode: r.province_code,
    provinceName: r.province_name,
    cityCode: r.city_code,
    cityName: r.city_name,
    areaCode: r.area_code,
    areaName: r.area_name,
    streetCode: r.street_code,
    streetName: r.street_name,
    detailAddress: r.detail_address,
    contactName: r.contact_name,
    contactPhone: r.contact_phone,
    isDefault: r.is_default,
  };
}
