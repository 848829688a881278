/** Routes of the after-sale module: the buyer's applications and moves, the selling dealer's.
 * Routes: the entries without their schemas (what the web calls); ../endpoints/ adds the schemas.
 */
import { reasonOf, reasonsOf, route, UPLOAD_MESSAGES } from '../../core/index.ts';
import { AFTER_SALE_API, AFTER_SALE_MESSAGES as M } from '../../buying/index.ts';

const user = 'user' as const;
const moved = [reasonOf(M, 'notFound'), reasonOf(M, 'cannotMove')];
const sellerMove = [...moved, reasonOf(M, 'notSeller')];

export const AFTER_SALE_ROUTES = {
  apply: route({
    id: 'AFTER_SALE.apply',
    method: 'POST',
    path: AFTER_SALE_API.apply,
    auth: user,
    refusals: [
      ...reasonsOf(M, 'orderNotFound', 'lineNotFound', 'notDelivered', 'windowClosed', 'quantityOver'),
      reasonOf(UPLOAD_MESSAGES, 'linkInvalid'),
    ],
  }),
  mine: route({ id: 'AFTER_SALE.mine', method: 'GET', path: AFTER_SALE_API.mine, auth: user, paged: true }),
  ofOrder: route({
    id: 'AFTER_SALE.ofOrder',
    method: 'GET',
    path: AFTER_SALE_API.ofOrder,
    auth: user,
    refusals: [reasonOf(M, 'orderNotFound')],
  }),
  detail: route({
    id: 'AFTER_SALE.detail',
    method: 'GET',
    path: AFTER_SALE_API.detail,
    auth: user,
    refusals: [reasonOf(M, 'notFound')],
  }),
  parcels: route({
    id: 'AFTER_SALE.parcels',
    method: 'GET',
    path: AFTER_SALE_API.parcels,
    auth: user,
    refusals: [reasonOf(M, 'notFound')],
  }),
  cancel: route({ id: 'AFTER_SALE.cancel', method: 'POST', path: AFTER_SALE_API.cancel, auth: user, refusals: moved }),
  shipBack: route({
    id: 'AFTER_SALE.shipBack',
    method: 'POST',
    path: AFTER_SALE_API.shipBack,
    auth: user,
    refusals: moved,
  }),
  confirm: route({
    id: 'AFTER_SALE.confirm',
    method: 'POST',
    path: AFTER_SALE_API.confirm,
    auth: user,
    refusals: moved,
  }),
  shopPage: route({
    id: 'AFTER_SALE.shopPage',
    method: 'GET',
    path: AFTER_SALE_API.shopPage,
    auth: user,
    paged: true,
    refusals: [reasonOf(M, 'notSeller')],
  }),
  accept: route({
    id: 'AFTER_SALE.accept',
    method: 'POST',
    path: AFTER_SALE_API.accept,
    auth: user,
    refusals: sellerMove,
  }),
  refuse: route({
    id: 'AFTER_SALE.refuse',
    method: 'POST',
    path: AFTER_SALE_API.refuse,
    auth: user,
    refusals: sellerMove,
  }),
  receive: route({
    id: 'AFTER_SALE.receive',
    method: 'POST',
    path: AFTER_SALE_API.receive,
    auth: user,
    refusals: sellerMove,
  }),
  refund: route({
    id: 'AFTER_SALE.refund',
    method: 'POST',
    path: AFTER_SALE_API.refund,
    auth: user,
    refusals: sellerMove,
  }),
  resend: route({
    id: 'AFTER_SALE.resend',
    method: 'POST',
    path: AFTER_SALE_API.resend,
    auth: user,
    refusals: sellerMove,
  }),
  failedRefunds: route({
    id: 'AFTER_SALE.failedRefunds',
    method: 'GET',
    path: AFTER_SALE_API.failedRefunds,
    auth: user,
    policy: 'staff',
    paged: true,
  }),
};
