export * from './kinds.ts';
export * from './contract.ts';
