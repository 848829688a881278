/**
 * The modules of the portal, in the order their routes are registered, and how the app installs them: every
 * module's setup first (settings, payables, release hooks), then its routes, then its jobs start when the app is
 * ready and stop when it closes. A new module adds one line here.
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { fileRoutes } from '../files/routes.ts';
import {
  accountContacts,
  accountRoutes,
  answerBoundDealer,
  findAccountId,
  onRegistered,
  phoneRegistered,
} from '../modules/account/index.ts';
import { addressRoutes } from '../modules/address/index.ts';
import { invoiceModule } from '../modules/invoice/index.ts';
import { answerAuditActors, auditRoutes } from '../modules/audit/index.ts';
import { aigcModule } from '../modules/aigc/index.ts';
import { calculatorRoutes } from '../modules/calculator/index.ts';
import { cartRoutes } from '../modules/cart/index.ts';
import { catalogueModule } from '../modules/catalogue/index.ts';
import { compareRoutes } from '../modules/compare/index.ts';
import { contentModule } from '../modules/content/index.ts';
import { couponRoutes } from '../modules/coupon/index.ts';
import { afterSaleModule } from '../modules/after-sale/index.ts';
import { boardModule } from '../modules/board/index.ts';
import { creditsModule } from '../modules/credits/index.ts';
import { dealerRoutes, hasBoundDealer } from '../modules/dealer/index.ts';
import { surveyRoutes } from '../modules/survey/index.ts';
import { surveySystemModule } from '../modules/survey-system/index.ts';
import { designOrderRoutes } from '../modules/design-order/index.ts';
import { enterpriseRoutes, onCertified } from '../modules/enterprise/index.ts';
import { favoriteRoutes } from '../modules/favorite/index.ts';
import { feedbackRoutes } from '../modules/feedback/index.ts';
import { importsModule } from '../modules/imports/index.ts';
import { invitationModule } from '../modules/invitation/index.ts';
import { materialRoutes } from '../modules/material/index.ts';
import { logisticsRoutes } from '../modules/logistics/index.ts';
import { opsRoutes } from '../modules/ops/index.ts';
import { messageModule } from '../modules/message/index.ts';
import { orderModule } from '../modules/order/index.ts';
import { paymentSandboxModule } from '../modules/payment-sandbox/index.ts';
import { paymentRoutes } from '../modules/payment/index.ts';
import { privateProductRoutes } from '../modules/private-product/index.ts';
import { agreeCurrentProtocols, promptRoutes, repeatNameOnCertified } from '../modules/prompt/index.ts';
import { regionRoutes } from '../modules/region/index.ts';
import { requirementRoutes } from '../modules/requirement/index.ts';
import { seckillModule } from '../modules/seckill/index.ts';
import { serviceOrderModule } from '../modules/service-order/index.ts';
import { promotionRoutes } from '../modules/promotion/index.ts';
import { quotationRoutes } from '../modules/quotation/index.ts';
import { answerPhoneRegistered, smsRoutes } from '../modules/sms/index.ts';
import { systemRoutes } from '../modules/system/index.ts';
import { createQueue, rememberQueue } from '../queue/index.ts';
import type { PortalModule } from '../portal-module.ts';

const MODULES: readonly PortalModule[] = [
  { name: 'system', routes: systemRoutes },
  { name: 'account', routes: accountRoutes },
  contentModule,
  catalogueModule,
  { name: 'compare', routes: compareRoutes },
  { name: 'favorite', routes: favoriteRoutes },
  { name: 'calculator', routes: calculatorRoutes },
  { name: 'region', routes: regionRoutes },
  // account asks dealer, prompt and sms, enterprise asks prompt, through answers set here (no import circle)
  { name: 'dealer', routes: dealerRoutes, setup: () => answerBoundDealer(hasBoundDealer) },
  { name: 'sms', routes: smsRoutes, setup: () => answerPhoneRegistered(phoneRegistered) },
  { name: 'enterprise', routes: enterpriseRoutes },
  {
    name: 'prompt',
    routes: promptRoutes,
    setup: () => {
      onRegistered(agreeCurrentProtocols);
      onCertified(repeatNameOnCertified);
    },
  },
  { name: 'payment', routes: paymentRoutes },
  paymentSandboxModule,
  orderModule,
  afterSaleModule,
  boardModule,
  { name: 'cart', routes: cartRoutes },
  { name: 'address', routes: addressRoutes },
  invoiceModule,
  { name: 'coupon', routes: couponRoutes },
  { name: 'logistics', routes: logisticsRoutes },
  { name: 'design-order', routes: designOrderRoutes },
  { name: 'quotation', routes: quotationRoutes },
  { name: 'private-product', routes: privateProductRoutes },
  { name: 'files', routes: fileRoutes },
  { name: 'requirement', routes: requirementRoutes },
  creditsModule,
  seckillModule,
  { name: 'ops', routes: opsRoutes },
  messageModule,
  { name: 'promotion', routes: promotionRoutes },
  { name: 'survey', routes: surveyRoutes },
  surveySystemModule,
  { name: 'material', routes: materialRoutes },
  { name: 'feedback', routes: feedbackRoutes },
  serviceOrderModule,
  aigcModule,
  invitationModule,
  // audit asks account for its page's actors through answers set here (account records into audit: no circle)
  {
    name: 'audit',
    routes: auditRoutes,
    setup: () => answerAuditActors({ find: findAccountId, contacts: accountContacts }),
  },
  importsModule,
];

/** Sets up, registers and schedules the modules on the app. */
export async function installModules(
  app: FastifyInstance,
  deps: AppDeps,
  modules: readonly PortalModule[] = MODULES,
): Promise<void> {
  for (const m of modules) m.setup?.(deps);
  for (const m of modules) await app.register(m.routes, deps);
  const jobs = modules.flatMap((m) => m.jobs?.(deps) ?? []);
  // The tasks go through the job queue: once per period across every instance on this database.
  const queue = createQueue(
    deps,
    modules.flatMap((m) => m.tasks?.(deps) ?? []),
  );
  rememberQueue(deps.db, queue);
  app.addHook('onReady', async () => {
    for (const job of jobs) job.start(app.log.child({ job: job.name }));
    await queue.start(app.log.child({ queue: queue.kind }));
  });
  app.addHook('onClose', async () => {
    await Promise.all([queue.stop(), ...jobs.map((job) => job.stop())]);
  });
}
