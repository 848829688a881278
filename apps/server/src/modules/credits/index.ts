// The credits module's public face: other modules, app.ts and the seed import from here only.
export { applyLedger, earnForPaidOrder, purchase, ship } from './service.ts';
export { creditsModule } from './module.ts';
