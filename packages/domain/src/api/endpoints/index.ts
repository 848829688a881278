/**
 * The endpoint table: every endpoint of the API, one file per server module, named after it
 * (apps/server/src/modules/<module>/routes.ts registers the entries of endpoints/<module>.ts; see
 * ../../core/endpoint.ts). The web calls them with `api.call`.
 */
import { ACCOUNT_ENDPOINTS } from './account.ts';
import { AFTER_SALE_ENDPOINTS } from './after-sale.ts';
import { ADDRESS_ENDPOINTS } from './address.ts';
import { INVOICE_ENDPOINTS } from './invoice.ts';
import { AUDIT_ENDPOINTS } from './audit.ts';
import { IMPORTS_ENDPOINTS } from './imports.ts';
import { AIGC_ENDPOINTS } from './aigc.ts';
import { CALCULATOR_ENDPOINTS } from './calculator.ts';
import { CART_ENDPOINTS } from './cart.ts';
import { CATALOGUE_ENDPOINTS } from './catalogue.ts';
import { CATALOGUE_SUIT_ENDPOINTS } from './catalogue-suits.ts';
import { CATALOGUE_BROWSE_ENDPOINTS } from './catalogue-browse.ts';
import { CATALOGUE_SEARCH_ENDPOINTS } from './catalogue-search.ts';
import { MERCHANT_GROUP_ENDPOINTS } from './merchant-groups.ts';
import { COMPARE_ENDPOINTS } from './compare.ts';
import { INFORMATION_ENDPOINTS, CONTENT_ENDPOINTS } from './content.ts';
import { COUPON_ENDPOINTS } from './coupon.ts';
import { CREDITS_ENDPOINTS } from './credits.ts';
import { DEALER_ENDPOINTS } from './dealer.ts';
import { DESIGN_ORDER_ENDPOINTS } from './design-order.ts';
import { ENTERPRISE_ENDPOINTS } from './enterprise.ts';
import { FAVORITE_ENDPOINTS } from './favorite.ts';
import { BOARD_ENDPOINTS } from './board.ts';
import { FEEDBACK_ENDPOINTS } from './feedback.ts';
import { INVITATION_ENDPOINTS } from './invitation.ts';
import { LOGISTICS_ENDPOINTS } from './logistics.ts';
import { MATERIAL_ENDPOINTS } from './material.ts';
import { MESSAGE_ENDPOINTS } from './message.ts';
import { OPS_ENDPOINTS } from './ops.ts';
import { ORDER_ENDPOINTS } from './order.ts';
import { PAYMENT_ENDPOINTS, REFUND_ENDPOINTS } from './payment.ts';
import { PRIVATE_PRODUCT_ENDPOINTS } from './private-product.ts';
import { PROMOTION_ENDPOINTS, PLACEMENT_ENDPOINTS } from './promotion.ts';
import { PROMPT_ENDPOINTS } from './prompt.ts';
import { QUOTATION_ENDPOINTS } from './quotation.ts';
import { REGION_ENDPOINTS } from './region.ts';
import { REQUIREMENT_ENDPOINTS } from './requirement.ts';
import { SECKILL_ENDPOINTS, SECKILL_FOLLOW_ENDPOINTS } from './seckill.ts';
import { SERVICE_ORDER_ENDPOINTS } from './service-order.ts';
import { SMS_ENDPOINTS } from './sms.ts';
import { SURVEY_ENDPOINTS } from './survey.ts';
import { SURVEY_SYSTEM_ENDPOINTS } from './survey-system.ts';
import { SYSTEM_ENDPOINTS } from './system.ts';
import type { Endpoint, EndpointData, EndpointInput, Route } from '../../core/index.ts';

export * from './account.ts';
export * from './after-sale.ts';
export * from './address.ts';
export * from './audit.ts';
export * from './aigc.ts';
export * from './calculator.ts';
export * from './cart.ts';
export * from './catalogue.ts';
export * from './catalogue-suits.ts';
export * from './catalogue-browse.ts';
export * from './catalogue-search.ts';
export * from './merchant-groups.ts';
export * from './compare.ts';
export * from './content.ts';
export * from './coupon.ts';
export * from './credits.ts';
export * from './dealer.ts';
export * from './design-order.ts';
export * from './enterprise.ts';
export * from './favorite.ts';
export * from './board.ts';
export * from './feedback.ts';
export * from './imports.ts';
export * from './invitation.ts';
export * from './invoice.ts';
export * from './logistics.ts';
export * from './material.ts';
export * from './message.ts';
export * from './ops.ts';
export * from './order.ts';
export * from './payment.ts';
export * from './private-product.ts';
export * from './promotion.ts';
export * from './prompt.ts';
export * from './quotation.ts';
export * from './region.ts';
export * from './requirement.ts';
export * from './seckill.ts';
export * from './service-order.ts';
export * from './sms.ts';
export * from './survey.ts';
export * from './survey-system.ts';
export * from './system.ts';

/** Every area's endpoints (the OpenAPI test checks the served document lists each of them). */
export const ENDPOINTS = {
  cart: CART_ENDPOINTS,
  address: ADDRESS_ENDPOINTS,
  invoice: INVOICE_ENDPOINTS,
  logistics: LOGISTICS_ENDPOINTS,
  coupon: COUPON_ENDPOINTS,
  order: ORDER_ENDPOINTS,
  afterSale: AFTER_SALE_ENDPOINTS,
  designOrder: DESIGN_ORDER_ENDPOINTS,
  quotation: QUOTATION_ENDPOINTS,
  compare: COMPARE_ENDPOINTS,
  favorite: FAVORITE_ENDPOINTS,
  board: BOARD_ENDPOINTS,
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
  catalogueSuit: CATALOGUE_SUIT_ENDPOINTS,
  catalogueBrowse: CATALOGUE_BROWSE_ENDPOINTS,
  catalogueSearch: CATALOGUE_SEARCH_ENDPOINTS,
  merchantGroup: MERCHANT_GROUP_ENDPOINTS,
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
  invitation: INVITATION_ENDPOINTS,
  audit: AUDIT_ENDPOINTS,
  imports: IMPORTS_ENDPOINTS,
};

type Table = typeof ENDPOINTS;
/** Every entry of the table, as one union. */
export type AnyEndpoint = { [M in keyof Table]: Table[M][keyof Table[M]] }[keyof Table];
/** The entry a route belongs to (by its id; an entry is its own): what `api.call(route)` is typed by. */
export type EndpointOf<R extends Route> = R extends Endpoint ? R : Extract<AnyEndpoint, { readonly id: R['id'] }>;
/** The `data` a route's entry answers. */
export type RouteData<R extends Route> = EndpointOf<R> extends infer E extends Endpoint ? EndpointData<E> : never;
/** What a caller of a route passes: its entry's schemas' input types. */
export type RouteInput<R extends Route, K extends 'query' | 'params' | 'body'> =
  EndpointOf<R> extends infer E extends Endpoint ? EndpointInput<E, K> : never;
