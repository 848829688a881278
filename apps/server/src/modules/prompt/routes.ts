import { API_PREFIX, bindProtocolSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/auth.ts';
import { envelopeOf, ok } from '../../http/envelope.ts';
import type { AppDeps } from '../../deps.ts';
import * as prompt from './service.ts';

const protocol = z.object({
  id: z.number(),
  code: z.number(),
  version: z.number(),
  protocolName: z.string(),
  protocolUrl: z.string(),
});
const tags = ['登录后提示'];
const user = { auth: 'user' as const };

export const promptRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const base = `${API_PREFIX}/v1/prompt`;
  const id = (req: Parameters<typeof requireUser>[0]) => requireUser(req).accountId;

  app.get(
    `${base}/getEnterpriseNameRepeatTip`,
    {
      config: user,
      schema: {
        tags,
        summary: '企业名称重复提示（merchantType 1 一级 / 2 二级）',
        response: { 200: envelopeOf(z.object({ merchantType: z.number(), text: z.string() }).nullable()) },
      },
    },
    async (req) => ok(await prompt.enterpriseNameRepeatTip(db, id(req))),
  );
  app.post(
    `${base}/enterpriseNameRepeatOperate`,
    { config: user, schema: { tags, summary: '已知晓企业名称重复提示', response: { 200: envelopeOf(z.null()) } } },
    async (req) => (await prompt.enterpriseNameRepeatOperate(db, id(req)), ok(null)),
  );
  app.get(
    `${base}/signVerify`,
    {
      config: user,
      schema: { tags, summary: '待签署的协议（最新版本）', response: { 200: envelopeOf(z.array(protocol)) } },
    },
    async (req) => ok(await prompt.signVerify(db, id(req))),
  );
  app.post(
    `${base}/bindProtocol`,
    {
      config: user,
      schema: {
        tags,
        summary: '协议操作：1 不同意 / 2 稍后 / 3 同意',
        body: bindProtocolSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (req) => (await prompt.bindProtocol(db, id(req), req.body), ok(null)),
  );
  app.get(
    `${base}/waitingShareMsg`,
    {
      config: user,
      schema: { tags, summary: '在途现金待分账金额（blank = 无）', response: { 200: envelopeOf(z.string()) } },
    },
    async (req) => ok(await prompt.waitingShareMsg(db, id(req))),
  );
  app.get(
    `${base}/getPriceChangeApi`,
    {
      config: user,
      schema: {
        tags,
        summary: '价格调整通知',
        response: { 200: envelopeOf(z.object({ title: z.string(), content: z.string() }).nullable()) },
      },
    },
    async (req) => ok(await prompt.priceChange(db, id(req))),
  );
  app.get(
    `${base}/getVerification`,
    {
      config: user,
      schema: {
        tags,
        summary: '企业资质核验状态（2 = 需更新证书）',
        response: { 200: envelopeOf(z.object({ verificationStatus: z.number().nullable() })) },
      },
    },
    async (req) => ok(await prompt.verification(db, id(req))),
  );
  app.get(
    `${base}/getProtocolConfirmTip`,
    {
      config: user,
      schema: { tags, summary: '待确认的服务安全协议', response: { 200: envelopeOf(protocol.nullable()) } },
    },
    async (req) => ok(await prompt.protocolConfirmTip(db, id(req))),
  );
};
