/** The design-order module's SQL, on its own tables only: the list and the orders. */
export * from './list-queries.ts';
export * from './order-queries.ts';
