/** Routes of the dealer module: dealers, shops and their binding.
 * Routes: the entries without their schemas (what the web calls); ../endpoints/ adds the schemas.
 */
import { API_PREFIX, reasonOf, route } from '../../core/index.ts';
import { DEALER_MESSAGES } from '../../dealer/index.ts';

const user = 'user' as const;

const MERCHANT = `${API_PREFIX}/v1/merchant`;

export const DEALER_ROUTES = {
  parentMerchants: route({
    id: 'DEALER.parentMerchants',
    method: 'GET',
    path: `${MERCHANT}/getParentMerchantList`,
    auth: user,
    paged: true,
  }),
  bind: route({
    id: 'DEALER.bind',
    method: 'POST',
    path: `${MERCHANT}/bindParentMerchantList`,
    auth: user,
    refusals: [
      reasonOf(DEALER_MESSAGES, 'dealerOutsideArea'),
      reasonOf(DEALER_MESSAGES, 'dealerUnknown'),
      reasonOf(DEALER_MESSAGES, 'regionUnknown'),
      reasonOf(DEALER_MESSAGES, 'selfBind'),
    ],
  }),
  bound: route({ id: 'DEALER.bound', method: 'GET', path: `${MERCHANT}/getbindMerchant`, auth: user }),
  defaultFirst: route({ id: 'DEALER.defaultFirst', method: 'GET', path: `${MERCHANT}/defaultFirstAjax`, auth: user }),
  bindDetail: route({ id: 'DEALER.bindDetail', method: 'GET', path: `${MERCHANT}/getBindDetail`, auth: user }),
  shops: route({ id: 'DEALER.shops', method: 'GET', path: `${MERCHANT}/getShopList`, auth: user }),
  toggleShop: route({
    id: 'DEALER.toggleShop',
    method: 'POST',
    path: `${MERCHANT}/toggleShop`,
    auth: user,
    refusals: [reasonOf(DEALER_MESSAGES, 'notYourShop'), reasonOf(DEALER_MESSAGES, 'shopAbnormal')],
  }),
  setDefault: route({
    id: 'DEALER.setDefault',
    method: 'POST',
    path: `${MERCHANT}/setDefaultFirstDistributor`,
    auth: user,
    refusals: [
      reasonOf(DEALER_MESSAGES, 'defaultNotAllowed'),
      reasonOf(DEALER_MESSAGES, 'notYourShop'),
      reasonOf(DEALER_MESSAGES, 'shopAbnormal'),
    ],
  }),
};
