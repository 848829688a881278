export * from './content.ts';
export * from './contract.ts';
