import type { PortalModule } from '../../portal-module.ts';
import { channelCredentials, registerPayable, settleBeforeClose } from '../payment/index.ts';
import { sweepExpired } from './expiry.ts';
import { mallOrderPayable } from './payable.ts';
import { orderRoutes } from './routes.ts';

/** The mall order: its routes, its payable, and the sweep that closes unpaid orders past their time. */
export const orderModule: PortalModule = {
  name: 'order',
  routes: orderRoutes,
  setup: () => registerPayable(mallOrderPayable),
  // ORDER_SWEEP_SECONDS; 0 = no sweep (reads still close what is due).
  // Through the job queue: one sweep per period across all instances (each order is closed by a conditional update,
  // so a sweep run again after a crash closes nothing twice). The channels are asked first: money whose
  // notification never came pays the order instead of it closing.
  tasks: ({ db, config }) => {
    if (config.orderSweepSeconds <= 0) return [];
    const gw = { creds: channelCredentials(config), publicBaseUrl: config.publicBaseUrl };
    return [
      {
        name: 'order.expire-sweep',
        title: '订单超时关闭',
        everySeconds: config.orderSweepSeconds,
        run: async (log) => {
          const closed = await sweepExpired(db, new Date(), (no) => settleBeforeClose(db, gw, 'mall_order', no, log));
          if (closed) log.info({ closed }, '超时未支付的订单已关闭');
        },
      },
    ];
  },
};
