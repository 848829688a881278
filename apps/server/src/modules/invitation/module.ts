import type { PortalModule } from '../../portal-module.ts';
import { smsProviderOf } from '../sms/index.ts';
import { deliveryTask } from './delivery.ts';
import { invitationRoutes } from './routes.ts';

/** Invitations: their routes, and the queue's delivery of the invitations written unsent (delivery.ts). */
export const invitationModule: PortalModule = {
  name: 'invitation',
  routes: invitationRoutes,
  tasks: (deps) => [
    {
      name: 'invitation.deliver',
      title: '发送邀请短信（导入的经销商负责人）',
      everySeconds: 10,
      run: (log) =>
        deliveryTask(deps.db, { provider: smsProviderOf(deps.config.sms, log), brandName: deps.config.brandName }, log),
    },
  ],
};
