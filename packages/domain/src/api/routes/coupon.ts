/** Routes of the coupon module: the coupon centre and the buyer's coupons.
 * Routes: the entries without their schemas (what the web calls); ../endpoints/ adds the schemas.
 */
import { reasonOf, route } from '../../core/index.ts';
import { BUYING_API, COUPON_MESSAGES } from '../../buying/index.ts';

const user = 'user' as const;

export const COUPON_ROUTES = {
  centre: route({ id: 'COUPON.centre', method: 'GET', path: BUYING_API.couponList, auth: 'optional', paged: true }),
  claim: route({
    id: 'COUPON.claim',
    method: 'POST',
    path: BUYING_API.couponGot,
    auth: user,
    refusals: [
      reasonOf(COUPON_MESSAGES, 'limitReached'),
      reasonOf(COUPON_MESSAGES, 'notFound'),
      reasonOf(COUPON_MESSAGES, 'notInClaimWindow'),
      reasonOf(COUPON_MESSAGES, 'soldOut'),
    ],
  }),
  mine: route({ id: 'COUPON.mine', method: 'GET', path: BUYING_API.couponMine, auth: user, paged: true }),
};
