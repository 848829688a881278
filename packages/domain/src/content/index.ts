export * from './content.ts';
export * from './contract.ts';
export * from './solution.ts';
export * from './content-api.ts';
export * from './solution-contract.ts';
