import { API_PREFIX, CALCULATOR_TYPES, calculatorUsageSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/auth.ts';
import { envelopeOf, ok } from '../../http/envelope.ts';
import type { AppDeps } from '../../deps.ts';
import * as calculator from './service.ts';

const summaryRow = z.object({
  type: z.enum(CALCULATOR_TYPES),
  label: z.string(),
  count: z.number(),
  reports: z.number(),
  accounts: z.number(),
  guestReports: z.number(),
});

export const calculatorRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const base = `${API_PREFIX}/open/v1/calculator`;

  app.post(
    `${base}/usage`,
    {
      // Sent on leaving the calculator layout (fetch keepalive): guests too, so limit per address.
      config: { auth: 'optional', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['安防计算器'],
        summary: '上报计算器使用次数（离开计算器布局时）',
        body: calculatorUsageSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (req) => {
      await calculator.recordUsage(db, req.body, req.auth?.accountId ?? null);
      return ok(null);
    },
  );

  app.get(
    `${base}/usage/summary`,
    {
      config: { auth: 'user' },
      schema: {
        tags: ['安防计算器'],
        summary: '各计算器使用次数统计（厂商业务员）',
        response: { 200: envelopeOf(z.array(summaryRow)) },
      },
    },
    async (req) => ok(await calculator.usageSummary(db, requireUser(req).accountId)),
  );
};
