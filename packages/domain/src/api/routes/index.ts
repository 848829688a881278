/**
 * The routes: every endpoint of the API without its schemas, one file per server module (../endpoints/ adds the
 * schemas to the same entries for the server). The web calls these (`api.call(CART_ROUTES.query)`), typed by the
 * entry of the same id (`EndpointOf`, ../endpoints/index.ts), so a page loads no schema it does not validate with.
 */
export * from './account.ts';
export * from './after-sale.ts';
export * from './board.ts';
export * from './address.ts';
export * from './aigc.ts';
export * from './audit.ts';
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
export * from './survey-system.ts';
export * from './survey.ts';
export * from './system.ts';
