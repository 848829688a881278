import { SECKILL_ORDER_TYPE } from '@portal/domain';
import { everyMs, type PortalModule } from '../../portal-module.ts';
import { registerOrderRelease } from '../order/index.ts';
import { seckillRoutes } from './routes.ts';
import { remindStarting } from './remind.ts';
import { releaseOrder } from './buy.ts';

/** Flash sales: their routes, and the hook that gives a closed order's units back to the pool. */
export const seckillModule: PortalModule = {
  name: 'seckill',
  routes: seckillRoutes,
  // A seckill order that is cancelled or expires gives its units back to the pool, in the order's transaction.
  setup: () => registerOrderRelease(SECKILL_ORDER_TYPE, (tx, orderNo, _event, at) => releaseOrder(tx, orderNo, at)),
  // 'Remind me': followers hear an activity has started (remind.ts; each once, whichever server runs it).
  jobs: ({ db, config }) =>
    config.seckillRemindSeconds > 0
      ? [
          everyMs('秒杀开抢提醒', config.seckillRemindSeconds * 1000, async () => {
            await remindStarting(db);
          }),
        ]
      : [],
};
