// The order module's public face: other modules, app.ts and the seed import from here only.
export {
  type ExternalOrder,
  type ExternalOrderLine,
  type OrderSummary,
  orderSummaries,
  orderUnderKey,
} from './external-order.ts';
export type { Companion, CompanionWriter } from './companion.ts';
export { type OrderDraft, type OrderWriteDescription, type OrderWritten, writeOrder } from './kernel.ts';
export type { WithOrder } from './queries.ts';
export { batchesWrittenOf } from './write-in-turn.ts';
export { registerOrderRelease } from './release-hooks.ts';
export { registerOrderShipped, type ShippedOrder } from './ship-hooks.ts';
export { orderModule } from './module.ts';
export { soldOrder, type SoldOrder } from './sold-order.ts';
export { trackerOf, type Tracker } from './tracking/index.ts';
