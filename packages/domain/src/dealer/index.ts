export * from './dealer.ts';
export * from './dealer-fields.ts';
export * from './dealer-keyword.ts';
