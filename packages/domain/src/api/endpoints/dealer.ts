/** Endpoints of the dealer module: dealers, shops and their binding. */
import { DEALER_ROUTES } from '../routes/dealer.ts';
import { z } from 'zod';
import {
  bindDetailSchema,
  bindPayloadSchema,
  boundMerchantSchema,
  dealerSchema,
  parentMerchantListQuerySchema,
  setDefaultDealerSchema,
  shopListOfBuyerQuerySchema,
  shopSchema,
  toggleShopSchema,
} from '../../dealer/index.ts';
import { endpoint } from '../../core/index.ts';

const shops = z.array(shopSchema);

export const DEALER_ENDPOINTS = {
  parentMerchants: endpoint({
    ...DEALER_ROUTES.parentMerchants,
    query: parentMerchantListQuerySchema,
    data: z.array(dealerSchema),
  }),
  bind: endpoint({ ...DEALER_ROUTES.bind, body: bindPayloadSchema, data: boundMerchantSchema }),
  bound: endpoint({ ...DEALER_ROUTES.bound, data: boundMerchantSchema.nullable() }),
  defaultFirst: endpoint({
    ...DEALER_ROUTES.defaultFirst,
    data: z.object({ enterpriseName: z.string(), merchantNo: z.string() }).nullable(),
  }),
  bindDetail: endpoint({ ...DEALER_ROUTES.bindDetail, data: bindDetailSchema }),
  shops: endpoint({ ...DEALER_ROUTES.shops, query: shopListOfBuyerQuerySchema, data: shops }),
  toggleShop: endpoint({ ...DEALER_ROUTES.toggleShop, body: toggleShopSchema, data: shops }),
  setDefault: endpoint({ ...DEALER_ROUTES.setDefault, body: setDefaultDealerSchema, data: shops }),
};
