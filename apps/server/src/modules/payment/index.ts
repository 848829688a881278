// The payment module's public face: other modules, app.ts and the seed import from here only.
export { type Payable, registerPayable } from './payables.ts';
export { paymentRoutes } from './routes.ts';
export { settleBeforeClose } from './settle.ts';
export { channelCredentials } from './channels/credentials.ts';
