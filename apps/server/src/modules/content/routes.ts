import { API_PREFIX } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../http/envelope.ts';
import type { AppDeps } from '../../deps.ts';
import { listIndustries } from './service.ts';

const industry = z.object({ id: z.number(), name: z.string() });

export const contentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    `${API_PREFIX}/open/v1/solution/industryList`,
    {
      schema: {
        tags: ['内容'],
        summary: '解决方案行业分类',
        response: { 200: envelopeOf(z.object({ industryList: z.array(industry) })) },
      },
    },
    async () => ok({ industryList: await listIndustries(db) }),
  );
};
