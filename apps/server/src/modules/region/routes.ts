import { API_PREFIX, regionChildrenQuerySchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../http/envelope.ts';
import type { AppDeps } from '../../deps.ts';
import { regionChildren } from './service.ts';

const regionNode = z.object({ code: z.string(), name: z.string(), hasNext: z.boolean() });

export const regionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    `${API_PREFIX}/open/v1/region/children`,
    {
      schema: {
        tags: ['区域'],
        summary: '按上级编码查询下级行政区划（parentCode 为空 = 省级）',
        querystring: regionChildrenQuerySchema,
        response: { 200: envelopeOf(z.array(regionNode)) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return ok(regionChildren(req.query.parentCode));
    },
  );
};
