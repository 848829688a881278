// The after-sale feature's door: what other features use of it (the order pages' section, the shop's list pieces).
export { AfterSaleCard } from './AfterSaleCard.tsx';
export { OrderAfterSales } from './OrderAfterSales.tsx';
export { useShopAfterSales } from './queries.ts';
export { FailedRefunds } from './FailedRefunds.tsx';
