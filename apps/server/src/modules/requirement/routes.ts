import { REQUIREMENT_ENDPOINTS as E, REQUIREMENT_WORDS } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../http/auth.ts';
import { paged, route, withMsg } from '../../http/endpoint.ts';
import * as requirement from './service.ts';

const tags = ['方案设计需求'];

export const requirementRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  route(app, E.options, { tags, summary: '需求表单选项（预算范围、安装场景、产品类型）' }, async () =>
    requirement.options(db),
  );
  route(
    app,
    E.submit,
    {
      tags,
      summary: '提交方案设计需求（postRequirementSubmit）',
      description: '地区名称按地区编码由服务端填写；clientSource 1、entranceType 默认 10、requirementTypeId 8。',
    },
    async (req) =>
      withMsg(await requirement.submit(db, requireUser(req).accountId, req.body), REQUIREMENT_WORDS.success),
  );
  route(app, E.page, { tags, summary: '方案设计需求列表（仅平台业务员）' }, async (req) => {
    const { list, total } = await requirement.page(db, req.query.page, req.query.size);
    return paged(list, total);
  });
};
