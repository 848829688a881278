// The dealer module's public face: other modules, app.ts and the seed import from here only.
export { dealerRoutes } from './routes.ts';
export { boundFirstMerchantNos, hasBoundDealer, merchantBindingsTo, shopList, shopsOf, withShops } from './service.ts';
export * as bindingBulk from './bulk-queries.ts';
