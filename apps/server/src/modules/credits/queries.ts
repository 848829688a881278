/** The credits module's SQL, on its own tables only. */
export * from './ledger-queries.ts';
export * from './store-queries.ts';
