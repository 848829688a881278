// The credits module's public face: other modules, app.ts and the seed import from here only.
// Its use cases by file: the ledger (ledger.ts), the mall's exchanges (exchange.ts), the management (manage.ts).
export { purchase } from './exchange.ts';
export { applyLedger, earnForPaidOrder, takeBackForRefund } from './ledger.ts';
export { ship } from './manage.ts';
export { creditsModule } from './module.ts';
export { exchangesOf } from './board-queries.ts';
