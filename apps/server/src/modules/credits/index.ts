// The credits module's public face: other modules, app.ts and the seed import from here only.
export { creditsRoutes } from './routes.ts';
export { applyLedger, earnForPaidOrder, purchase, ship } from './service.ts';
