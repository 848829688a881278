import type { PortalModule } from '../../portal-module.ts';
import { pollInvoices } from './poll.ts';
import { reverseRefunded } from './reverse.ts';
import { invoiceRoutes } from './routes.ts';
import { turnWishes } from './wishes.ts';

/** Invoices: titles, requests and issuing (routes), the platforms asked about invoices being issued, reversals. */
export const invoiceModule: PortalModule = {
  name: 'invoice',
  routes: invoiceRoutes,
  tasks: (deps) => [
    {
      name: 'invoice.poll',
      title: '查询开票平台（开票中的发票）',
      everySeconds: 5,
      run: async (log) => {
        await pollInvoices(deps.db, deps.config, log);
      },
    },
    {
      name: 'invoice.wishes',
      title: '下单时的开票申请（订单付款后提交）',
      everySeconds: 10,
      run: async (log) => {
        await turnWishes(deps.db, deps.config, log);
      },
    },
    {
      name: 'invoice.reverse',
      title: '退款后红冲发票',
      everySeconds: 30,
      run: async (log) => {
        await reverseRefunded(deps.db, deps.config, log);
      },
    },
  ],
};
