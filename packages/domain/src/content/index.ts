export * from './content.ts';
export * from './contract.ts';
export * from './solution.ts';
