/** Credits use cases: the ledger, the mall's exchanges and their management. */
export * from './ledger.ts';
export * from './exchange.ts';
export * from './manage.ts';
