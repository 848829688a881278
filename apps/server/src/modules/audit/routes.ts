/** The audit log over HTTP: a page of it, for staff (the use case checks the role). */
import { AUDIT_ENDPOINTS as E } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { paged, route } from '../../http/endpoint.ts';
import { pageAudit } from './service.ts';

export const auditRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  route(
    app,
    E.page,
    { tags: ['操作日志'], summary: '操作日志（业务员；按操作人、操作类型、日期筛选）' },
    async (req) => {
      const { list, total } = await pageAudit(db, req.query);
      return paged(list, total);
    },
  );
};
