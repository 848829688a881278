/**
 * The endpoint table: every endpoint of the API, per area (see ../endpoint.ts). The server registers its routes
 * from these entries and the web calls them with `api.call`.
 */
import {
  ADDRESS_ENDPOINTS,
  CART_ENDPOINTS,
  COUPON_ENDPOINTS,
  LOGISTICS_ENDPOINTS,
  MALL_ORDER_ENDPOINTS,
} from './buying.ts';
import { DESIGN_ORDER_ENDPOINTS } from './design-order.ts';
import { COMPARE_ENDPOINTS, FAVORITE_ENDPOINTS, REQUIREMENT_ENDPOINTS } from './member.ts';
import { CALCULATOR_ENDPOINTS, CONTENT_ENDPOINTS, REGION_ENDPOINTS } from './open.ts';
import { CREDITS_ENDPOINTS } from './credits.ts';
import { CATALOGUE_ENDPOINTS, PRIVATE_PRODUCT_ENDPOINTS } from './catalogue.ts';
import { DEALER_ENDPOINTS, ENTERPRISE_ENDPOINTS, PROMPT_ENDPOINTS, SYSTEM_ENDPOINTS } from './merchant.ts';
import { OPS_ENDPOINTS } from './ops.ts';
import { ACCOUNT_ENDPOINTS, PAYMENT_ENDPOINTS, REFUND_ENDPOINTS, SMS_ENDPOINTS } from './account.ts';
import { SECKILL_ENDPOINTS, SECKILL_FOLLOW_ENDPOINTS } from './seckill.ts';
import { MESSAGE_ENDPOINTS } from './message.ts';
import { PLACEMENT_ENDPOINTS, PROMOTION_ENDPOINTS } from './promotion.ts';
import { SURVEY_ENDPOINTS } from './survey.ts';
import { SURVEY_SYSTEM_ENDPOINTS } from './survey-system.ts';
import { FEEDBACK_ENDPOINTS, INFORMATION_ENDPOINTS, MATERIAL_ENDPOINTS } from './content.ts';
import { SERVICE_ORDER_ENDPOINTS } from './service-order.ts';
import { AIGC_ENDPOINTS } from '../../aigc/endpoints.ts';

export * from './buying.ts';
export * from './design-order.ts';
export * from './member.ts';
export * from './open.ts';
export * from './credits.ts';
export * from './seckill.ts';
export * from './merchant.ts';
export * from './catalogue.ts';
export * from './ops.ts';
export * from './account.ts';
export * from './message.ts';
export * from './promotion.ts';
export * from './survey.ts';
export * from './survey-system.ts';
export * from './content.ts';
export * from './service-order.ts';

/** Every area's endpoints (the OpenAPI test checks the served document lists each of them). */
export const ENDPOINTS = {
  cart: CART_ENDPOINTS,
  address: ADDRESS_ENDPOINTS,
  logistics: LOGISTICS_ENDPOINTS,
  coupon: COUPON_ENDPOINTS,
  mallOrder: MALL_ORDER_ENDPOINTS,
  designOrder: DESIGN_ORDER_ENDPOINTS,
  compare: COMPARE_ENDPOINTS,
  favorite: FAVORITE_ENDPOINTS,
  requirement: REQUIREMENT_ENDPOINTS,
  content: CONTENT_ENDPOINTS,
  region: REGION_ENDPOINTS,
  calculator: CALCULATOR_ENDPOINTS,
  credits: CREDITS_ENDPOINTS,
  seckill: SECKILL_ENDPOINTS,
  dealer: DEALER_ENDPOINTS,
  enterprise: ENTERPRISE_ENDPOINTS,
  prompt: PROMPT_ENDPOINTS,
  system: SYSTEM_ENDPOINTS,
  catalogue: CATALOGUE_ENDPOINTS,
  privateProduct: PRIVATE_PRODUCT_ENDPOINTS,
  ops: OPS_ENDPOINTS,
  message: MESSAGE_ENDPOINTS,
  seckillFollow: SECKILL_FOLLOW_ENDPOINTS,
  promotion: PROMOTION_ENDPOINTS,
  placement: PLACEMENT_ENDPOINTS,
  survey: SURVEY_ENDPOINTS,
  surveySystem: SURVEY_SYSTEM_ENDPOINTS,
  information: INFORMATION_ENDPOINTS,
  material: MATERIAL_ENDPOINTS,
  feedback: FEEDBACK_ENDPOINTS,
  account: ACCOUNT_ENDPOINTS,
  sms: SMS_ENDPOINTS,
  payment: PAYMENT_ENDPOINTS,
  refund: REFUND_ENDPOINTS,
  serviceOrder: SERVICE_ORDER_ENDPOINTS,
  aigc: AIGC_ENDPOINTS,
};
