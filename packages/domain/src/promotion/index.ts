export * from './promotion.ts';
export * from './promotion-contract.ts';
