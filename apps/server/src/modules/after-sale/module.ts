import type { PortalModule } from '../../portal-module.ts';
import { followRefunds } from './refund.ts';
import { afterSaleRoutes } from './routes.ts';

/**
 * After-sale: returns, exchanges and warranty repairs of delivered mall-order lines (issue 45 §1), and the sweep that
 * moves a return to refunded once its channel confirms the refund later (as often as the orders' sweep).
 */
export const afterSaleModule: PortalModule = {
  name: 'after-sale',
  routes: afterSaleRoutes,
  tasks: ({ db, config }) =>
    config.orderSweepSeconds > 0
      ? [
          {
            name: 'after-sale.follow-refunds',
            title: '售后退款结果跟进',
            everySeconds: config.orderSweepSeconds,
            run: async (log) => {
              const moved = await followRefunds(db, config, log);
              if (moved) log.info({ moved }, '售后退款已确认');
            },
          },
        ]
      : [],
};
