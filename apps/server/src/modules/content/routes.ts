import { CONTENT_ENDPOINTS as E } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../http/endpoint.ts';
import { listIndustries } from './service.ts';

export const contentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  route(app, E.industryList, { tags: ['内容'], summary: '解决方案行业分类' }, async () => ({
    industryList: await listIndustries(db),
  }));
};
