/** Endpoints of the dealer module: dealers, shops and their binding. */
import { z } from 'zod';
import {
  bindDetailSchema,
  bindPayloadSchema,
  boundMerchantSchema,
  DEALER_MESSAGES,
  dealerSchema,
  parentMerchantListQuerySchema,
  setDefaultDealerSchema,
  shopListOfBuyerQuerySchema,
  shopSchema,
  toggleShopSchema,
} from '../../dealer/index.ts';
import { API_PREFIX, endpoint, reasonOf } from '../../core/index.ts';

const user = 'user' as const;
const shops = z.array(shopSchema);
const MERCHANT = `${API_PREFIX}/v1/merchant`;

export const DEALER_ENDPOINTS = {
  parentMerchants: endpoint({
    method: 'GET',
    path: `${MERCHANT}/getParentMerchantList`,
    auth: user,
    query: parentMerchantListQuerySchema,
    data: z.array(dealerSchema),
    paged: true,
  }),
  bind: endpoint({
    method: 'POST',
    path: `${MERCHANT}/bindParentMerchantList`,
    auth: user,
    body: bindPayloadSchema,
    data: boundMerchantSchema,
    refusals: [
      reasonOf(DEALER_MESSAGES, 'dealerOutsideArea'),
      reasonOf(DEALER_MESSAGES, 'dealerUnknown'),
      reasonOf(DEALER_MESSAGES, 'regionUnknown'),
    ],
  }),
  bound: endpoint({
    method: 'GET',
    path: `${MERCHANT}/getbindMerchant`,
    auth: user,
    data: boundMerchantSchema.nullable(),
  }),
  defaultFirst: endpoint({
    method: 'GET',
    path: `${MERCHANT}/defaultFirstAjax`,
    auth: user,
    data: z.object({ enterpriseName: z.string(), merchantNo: z.string() }).nullable(),
  }),
  bindDetail: endpoint({ method: 'GET', path: `${MERCHANT}/getBindDetail`, auth: user, data: bindDetailSchema }),
  shops: endpoint({
    method: 'GET',
    path: `${MERCHANT}/getShopList`,
    auth: user,
    query: shopListOfBuyerQuerySchema,
    data: shops,
  }),
  toggleShop: endpoint({
    method: 'POST',
    path: `${MERCHANT}/toggleShop`,
    auth: user,
    body: toggleShopSchema,
    data: shops,
    refusals: [reasonOf(DEALER_MESSAGES, 'notYourShop'), reasonOf(DEALER_MESSAGES, 'shopAbnormal')],
  }),
  setDefault: endpoint({
    method: 'POST',
    path: `${MERCHANT}/setDefaultFirstDistributor`,
    auth: user,
    body: setDefaultDealerSchema,
    data: shops,
    refusals: [reasonOf(DEALER_MESSAGES, 'defaultNotAllowed'), reasonOf(DEALER_MESSAGES, 'notYourShop')],
  }),
};
