/**
 * Payments of any payable business (issue "Buying" §5): QR payments by the WeChat Pay style and Alipay style
 * channels (pay.ts), the channels' notifications (notify.ts), the wallet (wallet.ts).
 */
export * from './pay.ts';
export * from './notify.ts';
export * from './wallet.ts';
export * from './refund.ts';
export * from './settle.ts';
