/** Design-order use cases, by the part of the tool they serve. */
export * from './list.ts';
export * from './orders.ts';
