// The order module's public face: other modules, app.ts and the seed import from here only.
export {
  type ExternalOrder,
  type ExternalOrderLine,
  type OrderSummary,
  orderSummaries,
  orderUnderKey,
} from './external-order.ts';
export type { CompanionWriter } from './companion.ts';
export { writeOrder } from './kernel.ts';
export type { WithOrder } from './queries.ts';
export { batchesWrittenOf } from './write-in-turn.ts';
export { registerOrderRelease } from './release-hooks.ts';
export { registerOrderShipped, type ShippedOrder } from './ship-hooks.ts';
export { orderModule } from './module.ts';
export {
  buyerPricesOf,
  designOrderPurchases,
  firstPaidAt,
  orderFactsOf,
  paidModelsOf,
  paidSalesOf,
  waitingShipOf,
} from './board-queries.ts';
export { soldOrder } from './sold-order.ts';
export { ordersForInvoice, paidOrdersPage, type OrderForInvoice } from './invoice-queries.ts';
export { trackerOf, type Tracker } from './tracking/index.ts';
