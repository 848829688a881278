import { DEALER_MESSAGES, type BoundMerchant, type Dealer, type DealerGroup, type Shop } from '@portal/domain';
import type { FirstDealerRow as DealerRow, MerchantContact } from '../account/index.ts';
import type { BindingRow } from './queries.ts';

/** A binding with its dealer's name, phone and status (the dealer read from the account module). */
export type ShopRow = BindingRow & MerchantContact;

/** A first-level dealer as the binding dialog shows it (public business data only). */
export function toDealer(r: DealerRow, groups: DealerGroup[]): Dealer {
  return {
    merchantNo: r.merchant_no,
    enterpriseName: r.company_name,
    contactPhone: r.contact_phone,
    latitude: r.latitude,
    longitude: r.longitude,
    businessScope: r.business_scope,
    address: r.address,
    provinceName: r.province_name,
    cityName: r.city_name,
    areaName: r.area_name,
    groups,
  };
}

/** Shop / distributor of part 2 §3: an abnormal dealer (status 0) carries the message that disables it. */
export function toShop(r: ShopRow): Shop {
  const normal = r.status === 1;
  return {
    parentMerchantName: r.company_name,
    parentMerchantNo: r.first_merchant_no,
    contactPhone: r.contact_phone,
    choosing: r.choosing ? 1 : 0,
    defaultStatus: r.default_status ? 1 : 0,
    status: normal ? 1 : 0,
    shopNo: r.first_merchant_no,
    msg: normal ? null : DEALER_MESSAGES.shopAbnormal,
  };
}

export function toBoundMerchant(r: ShopRow): BoundMerchant {
  return {
    bindMerchantNo: r.first_merchant_no,
    bindMerchantName: r.company_name,
    provinceCode: r.province_code ?? '',
    provinceName: r.province_name ?? '',
    cityCode: r.city_code ?? '',
    cityName: r.city_name ?? '',
    areaCode: r.area_code ?? '',
    areaName: r.area_name ?? '',
    streetCode: r.street_code,
    streetName: r.street_name,
  };
}
