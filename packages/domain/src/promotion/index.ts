export * from './promotion.ts';
export * from './promotion-contract.ts';
export * from './member-rights.ts';
export * from './basket.ts';
export * from './promotion-api.ts';
