// The cart module's public face: other modules, app.ts and the seed import from here only.
export { cartRoutes } from './routes.ts';
export { type BuyingContext, buyingContext, checkedLines, removeOrdered } from './service.ts';
