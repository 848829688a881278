/** Suites (套装) in the staff's catalogue maintenance over HTTP (issue 42 part 3): every entry asks the 'staff' policy. */
import { CATALOGUE_SUIT_ENDPOINTS as E } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../http/auth.ts';
import { paged, route } from '../../http/endpoint.ts';
import type { Actor } from './maintenance-guards.ts';
import * as s from './suit-admin.ts';

const tags = ['商品维护（业务员）'];

const actorOf = (req: Parameters<typeof requireUser>[0]): Actor => ({
  accountId: requireUser(req).accountId,
  ip: req.ip ?? null,
});

export const suitAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  route(app, E.manageSuitPage, { tags, summary: '套装分页（编号或名称关键词、上下架）' }, async (req) => {
    const { list, total } = await s.pageAdminSuits(db, req.query);
    return paged(list, total);
  });
  route(app, E.manageSuitDetail, { tags, summary: '套装详情：型号、名称、零售价、数量' }, async (req) =>
    s.adminSuitDetail(db, req.query.id),
  );
  route(
    app,
    E.manageSaveSuit,
    {
      tags,
      summary: '新建或修改套装（套装价单位为分；型号按型号编码，整体替换）',
      description: '套装编号创建后不可修改；每个型号只能出现一次，数量不小于1；自定义商品不能加入套装。',
    },
    async (req) => s.saveSuit(db, actorOf(req), req.body),
  );
  route(app, E.manageSuitShelf, { tags, summary: '套装上架（0）或下架（1）' }, async (req) => {
    await s.setSuitShelf(db, actorOf(req), req.body);
    return null;
  });
  route(
    app,
    E.manageSuitSkus,
    { tags, summary: '按型号编码、规格型号或名称查找可加入套装的型号（前20个）' },
    async (req) => s.suitSkuOptions(db, req.query.keyword),
  );
};
