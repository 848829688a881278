import type { PortalModule } from '../../manifest/portal-module.ts';
import { registerPayable } from '../payment/index.ts';
import { serviceOrderPayable, serviceSupplementPayable } from './payable.ts';
import { serviceOrderRoutes } from './routes.ts';

/** The service centre: the /apiOrder/ routes and its two payables (the order's price, a close's supplement). */
export const serviceOrderModule: PortalModule = {
  name: 'service-order',
  routes: serviceOrderRoutes,
  setup: () => {
    registerPayable(serviceOrderPayable);
    registerPayable(serviceSupplementPayable);
  },
};
