import { CALCULATOR_ENDPOINTS as E } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../http/endpoint.ts';
import * as calculator from './service.ts';

const tags = ['安防计算器'];

export const calculatorRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  route(
    app,
    E.usage,
    {
      tags,
      summary: '上报计算器使用次数（离开计算器布局时）',
      // Guests report too, so the limit is per address.
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (req) => {
      await calculator.recordUsage(db, req.body, req.auth?.accountId ?? null);
      return null;
    },
  );
  route(app, E.summary, { tags, summary: '各计算器使用次数统计（厂商业务员）' }, async () =>
    calculator.usageSummary(db),
  );
};
