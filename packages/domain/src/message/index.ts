export * from './kinds.ts';
export * from './contract.ts';
export * from './message-words.ts';
