import {
  REQUIREMENT_API,
  REQUIREMENT_MESSAGES,
  requirementItemSchema,
  requirementOptionsSchema,
  requirementSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../http/auth.ts';
import { envelopeOf, ok } from '../../http/envelope.ts';
import * as requirement from './service.ts';

const tags = ['方案设计需求'];

export const requirementRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    REQUIREMENT_API.options,
    {
      schema: {
        tags,
        summary: '需求表单选项（预算范围、安装场景、产品类型）',
        response: { 200: envelopeOf(requirementOptionsSchema) },
      },
    },
    async () => ok(await requirement.options(db)),
  );
  app.post(
    REQUIREMENT_API.submit,
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: '提交方案设计需求（postRequirementSubmit）',
        description: '地区名称按地区编码由服务端填写；clientSource 1、entranceType 默认 10、requirementTypeId 8。',
        body: requirementSchema,
        response: { 200: envelopeOf(z.object({ id: z.number() })) },
      },
    },
    async (req) => ({
      ...ok(await requirement.submit(db, requireUser(req).accountId, req.body)),
      msg: REQUIREMENT_MESSAGES.success,
    }),
  );
  app.get(
    REQUIREMENT_API.page,
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: '方案设计需求列表（仅平台业务员）',
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(500).default(1),
          size: z.coerce.number().int().min(1).max(50).default(10),
        }),
        response: { 200: envelopeOf(z.array(requirementItemSchema)) },
      },
    },
    async (req) => {
      const { list, total } = await requirement.page(db, requireUser(req).accountId, req.query.page, req.query.size);
      return ok(list, total);
    },
  );
};
