import { REGION_ENDPOINTS as E } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../http/endpoint.ts';
import { regionChildren } from './regions.ts';

export const regionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  route(
    app,
    E.children,
    { tags: ['区域'], summary: '按上级编码查询下级行政区划（parentCode 为空 = 省级）' },
    async (req, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return regionChildren(req.query.parentCode);
    },
  );
};
