import type { PortalModule } from '../../portal-module.ts';
import { registerPayable } from '../payment/index.ts';
import { creditsOrderPayable } from './payable.ts';
import { creditsRoutes } from './routes.ts';
import { expireOverdue } from './exchange.ts';
import { configureCredits } from './ledger.ts';

/** The credits mall: its routes, the exchange's cash part as a payable, and the sweep of unpaid exchanges. */
export const creditsModule: PortalModule = {
  name: 'credits',
  routes: creditsRoutes,
  setup: ({ config }) => {
    // The cash part of an exchange expires like an unpaid mall order (ORDER_EXPIRE_MINUTES).
    configureCredits({ perYuan: config.creditsPerYuan, expireMinutes: config.orderExpireMinutes });
    registerPayable(creditsOrderPayable);
  },
  // As often as the orders' sweep (ORDER_SWEEP_SECONDS; 0 = none: reads still close what is due).
  // Through the job queue: one sweep per period across all instances.
  tasks: ({ db, config }) =>
    config.orderSweepSeconds > 0
      ? [
          {
            name: 'credits.expire-sweep',
            title: '积分兑换超时关闭',
            everySeconds: config.orderSweepSeconds,
            run: () => expireOverdue(db, new Date()).then(() => {}),
          },
        ]
      : [],
};
