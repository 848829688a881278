export * from './contract.ts';
export * from './channels.ts';
export * from './gateway-time.ts';
export * from './refund.ts';
export * from './channels-contract.ts';
export * from './refund-contract.ts';
export * from './payment-api.ts';
