import type { AppDeps } from '../../deps.ts';
import type { PortalModule } from '../../portal-module.ts';
import { dispatcherOf } from './dispatcher.ts';
import { useKeysFrom } from './keys.ts';
import { paymentSandboxRoutes } from './routes.ts';

const sandboxOn = (deps: AppDeps) =>
  deps.config.paymentChannels.qr.wechat === 'sandbox' || deps.config.paymentChannels.qr.alipay === 'sandbox';

/** The payment companies' side on this machine, when a channel runs on it (no keys, PAYMENT_SANDBOX): its pages and its notification sender. */
export const paymentSandboxModule: PortalModule = {
  name: 'payment-sandbox',
  routes: paymentSandboxRoutes,
  // the keys live in the database, shared by every instance (keys.ts)
  setup: ({ config, db }) => useKeysFrom(config.dataDir, db),
  // The dispatcher is a job (stopped with the app); its periodic pass goes through the job queue, so one instance
  // sends what is due in each period (each attempt is also claimed with a lease, queries.ts claimDue).
  jobs: (deps) => (sandboxOn(deps) ? [dispatcherOf(deps)] : []),
  tasks: (deps) =>
    sandboxOn(deps)
      ? [
          {
            name: 'payment-sandbox.notify',
            title: '沙箱支付通知',
            everySeconds: 3,
            run: () => dispatcherOf(deps).run(),
          },
        ]
      : [],
};
