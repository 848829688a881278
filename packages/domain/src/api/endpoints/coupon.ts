/** Endpoints of the coupon module: the coupon centre and the buyer's coupons. */
import { z } from 'zod';
import {
  BUYING_API,
  COUPON_MESSAGES,
  couponCentreItemSchema,
  couponGotBodySchema,
  couponListQuerySchema,
  couponMineQuerySchema,
  myCouponSchema,
} from '../../buying/index.ts';
import { endpoint, reasonOf } from '../../core/index.ts';

const user = 'user' as const;

export const COUPON_ENDPOINTS = {
  centre: endpoint({
    method: 'GET',
    path: BUYING_API.couponList,
    auth: 'optional',
    query: couponListQuerySchema,
    data: z.array(couponCentreItemSchema),
    paged: true,
  }),
  claim: endpoint({
    method: 'POST',
    path: BUYING_API.couponGot,
    auth: user,
    body: couponGotBodySchema,
    data: myCouponSchema,
    refusals: [
      reasonOf(COUPON_MESSAGES, 'limitReached'),
      reasonOf(COUPON_MESSAGES, 'notFound'),
      reasonOf(COUPON_MESSAGES, 'notInClaimWindow'),
      reasonOf(COUPON_MESSAGES, 'soldOut'),
    ],
  }),
  mine: endpoint({
    method: 'GET',
    path: BUYING_API.couponMine,
    auth: user,
    query: couponMineQuerySchema,
    data: z.array(myCouponSchema),
    paged: true,
  }),
};
