export * from './seckill.ts';
export * from './seckill-contract.ts';
export * from './credits.ts';
export * from './credits-contract.ts';
export * from './seckill-follow.ts';
export * from './seckill-follow-contract.ts';
export * from './credits-api.ts';
export * from './seckill-api.ts';
