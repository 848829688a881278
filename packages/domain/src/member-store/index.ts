export * from './seckill.ts';
export * from './seckill-contract.ts';
export * from './credits.ts';
export * from './credits-contract.ts';
export * from './seckill-follow.ts';
