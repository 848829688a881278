// The invoice module's public face: other modules, app.ts and the seed import from here only.
export { invoiceModule } from './module.ts';
export { invoiceRoutes } from './routes.ts';
export { nuonuoSign, nuonuoOrder, platformWire } from './platforms/index.ts';
export { invoicesWaitingOf } from './board-queries.ts';
