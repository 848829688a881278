// The coupon module's public face: other modules, app.ts and the seed import from here only.
export { couponRoutes } from './routes.ts';
export { claim, type HeldOption, optionsFor, redeem, release } from './service.ts';
