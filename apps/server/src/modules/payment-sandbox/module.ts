import type { PortalModule } from '../../manifest/portal-module.ts';
import { dispatcherOf } from './dispatcher.ts';
import { paymentSandboxRoutes } from './routes.ts';

/** The payment companies' side on this machine, when a channel has no keys: its pages and its notification sender. */
export const paymentSandboxModule: PortalModule = {
  name: 'payment-sandbox',
  routes: paymentSandboxRoutes,
  jobs: (deps) => (deps.config.paymentSandbox.wechat || deps.config.paymentSandbox.alipay ? [dispatcherOf(deps)] : []),
};
