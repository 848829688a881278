export * from './status.ts';
export * from './rules.ts';
export * from './contract.ts';
export * from './allocation.ts';
export * from './service-order-api.ts';
export * from './network.ts';
export * from './network-contract.ts';
