export * from './dealer.ts';
export * from './dealer-keyword.ts';
export * from './dealer-contract.ts';
export * from './dealer-fields-contract.ts';
export * from './dealer-words.ts';
