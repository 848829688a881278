/** Endpoints of the coupon module: the coupon centre and the buyer's coupons. */
import { COUPON_ROUTES } from '../routes/coupon.ts';
import { z } from 'zod';
import {
  couponCentreItemSchema,
  couponGotBodySchema,
  couponListQuerySchema,
  couponMineQuerySchema,
  myCouponSchema,
} from '../../buying/index.ts';
import { endpoint } from '../../core/index.ts';

export const COUPON_ENDPOINTS = {
  centre: endpoint({ ...COUPON_ROUTES.centre, query: couponListQuerySchema, data: z.array(couponCentreItemSchema) }),
  claim: endpoint({ ...COUPON_ROUTES.claim, body: couponGotBodySchema, data: myCouponSchema }),
  mine: endpoint({ ...COUPON_ROUTES.mine, query: couponMineQuerySchema, data: z.array(myCouponSchema) }),
};
