// The order feature's door: what other features use of it (the lint rule portal/module-boundaries lets them
// import nothing else of it).
export { LineItemsTable } from './LineItemsTable.tsx';
export { OrderLinesSection } from './OrderLinesSection.tsx';
export { OrderParcels } from './OrderParcels.tsx';
export { OrderCard, OrderInfo, OrderStatusTag, OrderTimeline } from './OrderParts.tsx';
export { useVisitIdempotencyKey } from './idempotency.ts';
export { readOrderListQuery } from './order-list.ts';
export { orderKeys, type OrderPageQuery } from './queries.ts';
