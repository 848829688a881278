// The payment-sandbox module's public face: other modules, app.ts and the seed import from here only.
export { sandboxKeys } from './keys.ts';
export { paymentSandboxModule } from './module.ts';
