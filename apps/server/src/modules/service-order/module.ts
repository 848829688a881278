import type { PortalModule } from '../../portal-module.ts';
import { registerOrderShipped } from '../order/index.ts';
import { channelCredentials, registerPayable, settleBeforeClose } from '../payment/index.ts';
import { sweepUnpaid } from './expiry.ts';
import { SERVICE_ORDER_KIND } from './kinds.ts';
import { serviceOrderPayable, serviceSupplementPayable } from './payable.ts';
import { processRefunds } from './refunds.ts';
import { serviceOrderRoutes } from './routes.ts';
import { registerShipped } from './shipped.ts';

/**
 * The service centre: the /apiOrder/ routes, its two payables (the order's price, a close's supplement), shipped
 * devices, and two tasks through the job queue (one run per period across all instances; every row is moved by a
 * conditional update, so a run again after a crash does nothing twice): unpaid orders closed, refunds asked.
 */
export const serviceOrderModule: PortalModule = {
  name: 'service-order',
  routes: serviceOrderRoutes,
  setup: () => {
    registerPayable(serviceOrderPayable);
    registerPayable(serviceSupplementPayable);
    // Devices the portal ships enter the serial registry in the shipping transaction.
    registerOrderShipped('service-order.devices', registerShipped);
  },
  // As often as the mall orders' sweep (ORDER_SWEEP_SECONDS; 0 = none).
  tasks: ({ db, config }) => {
    if (config.orderSweepSeconds <= 0) return [];
    const gw = { creds: channelCredentials(config), publicBaseUrl: config.publicBaseUrl };
    return [
      {
        name: 'service-order.expire-sweep',
        title: '服务订单超时关闭',
        everySeconds: config.orderSweepSeconds,
        run: async (log) => {
          // The channels are asked first: money whose notification never came pays the order instead.
          const closed = await sweepUnpaid(db, new Date(), (no) =>
            settleBeforeClose(db, gw, SERVICE_ORDER_KIND, no, log),
          );
          if (closed) log.info({ closed }, '超时未支付的服务订单已关闭');
        },
      },
      {
        name: 'service-order.refunds',
        title: '服务订单退款',
        everySeconds: config.orderSweepSeconds,
        run: async (log) => {
          const done = await processRefunds(db, config, log);
          if (done) log.info({ done }, '服务订单退款已发起');
        },
      },
    ];
  },
};
