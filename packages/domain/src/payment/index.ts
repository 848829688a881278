export * from './contract.ts';
export * from './channels.ts';
export * from './gateway-time.ts';
export * from './refund.ts';
