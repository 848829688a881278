// The promotion module's public face: other modules, app.ts and the seed import from here only.
export { forBasket, offersFor, ofOrders, release, take, whyGone } from './basket.ts';

export { promotionRoutes } from './routes.ts';
