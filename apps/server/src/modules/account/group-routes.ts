/** Customer groups over HTTP (issue 45 §4): the staff's list, save and delete (the 'staff' policy). */
import { MERCHANT_GROUP_ENDPOINTS as E } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../http/auth.ts';
import { paged, route } from '../../http/endpoint.ts';
import * as g from './groups.ts';

const tags = ['渠道资料维护（业务员）'];

export const merchantGroupRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const actor = (req: Parameters<typeof requireUser>[0] & { ip?: string }) => ({
    accountId: requireUser(req).accountId,
    ip: req.ip ?? null,
  });
  route(app, E.list, { tags, summary: '客户分组（按商户编号、企业名称或标签查找），分页' }, async (req) => {
    const { list, total } = await g.pageMerchantGroups(db, req.query);
    return paged(list, total);
  });
  route(app, E.save, { tags, summary: '商户加入分组，或修改分组名称与标签' }, async (req) =>
    g.saveMerchantGroup(db, actor(req), req.body),
  );
  route(app, E.remove, { tags, summary: '商户移出分组' }, async (req) => {
    await g.deleteMerchantGroup(db, actor(req), req.body.id);
    return null;
  });
};
