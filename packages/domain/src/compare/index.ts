export * from './rules.ts';
export * from './compare-contract.ts';
