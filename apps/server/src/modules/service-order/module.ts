import type { PortalModule } from '../../manifest/portal-module.ts';
import { registerOrderShipped } from '../order/index.ts';
import { registerPayable } from '../payment/index.ts';
import { serviceOrderPayable, serviceSupplementPayable } from './payable.ts';
import { serviceOrderRoutes } from './routes.ts';
import { registerShipped } from './shipped.ts';

/** The service centre: the /apiOrder/ routes, its two payables (the order's price, a close's supplement), shipped devices. */
export const serviceOrderModule: PortalModule = {
  name: 'service-order',
  routes: serviceOrderRoutes,
  setup: () => {
    registerPayable(serviceOrderPayable);
    registerPayable(serviceSupplementPayable);
    // Devices the portal ships enter the serial registry in the shipping transaction.
    registerOrderShipped('service-order.devices', registerShipped);
  },
};
