// The order module's public face: other modules, app.ts and the seed import from here only.
export {
  type ExternalOrder,
  type ExternalOrderLine,
  type OrderSummary,
  type WithOrder,
  isRetryablePlacement,
  orderSummaries,
  orderUnderKey,
  placeExternalOrder,
  placeExternalOrders,
} from './external-order.ts';
export { mallOrderPayable } from './payable.ts';
export { registerOrderRelease } from './release-hooks.ts';
export { orderRoutes } from './routes.ts';
