// The after-sale module's public face: other modules, app.ts and the seed import from here only.
export { afterSaleModule } from './module.ts';
export { refundsFailingCount } from './service.ts';
export { afterSalesByModel, refundsOf, sellerTurnCount } from './board-queries.ts';
