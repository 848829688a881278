export * from './contract.ts';
export * from './address-contract.ts';
export * from './order-status.ts';
export * from './coupon.ts';
export * from './freight.ts';
export * from './cart.ts';
export * from './order.ts';
export * from './address-snapshot.ts';
