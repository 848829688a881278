import { PROMPT_ENDPOINTS as E } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/auth.ts';
import { route } from '../../http/endpoint.ts';
import type { AppDeps } from '../../deps.ts';
import * as rules from './rules.ts';
import * as prompt from './service.ts';

const tags = ['登录后提示'];

export const promptRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const me = (req: Parameters<typeof requireUser>[0]) => requireUser(req).accountId;

  route(app, E.repeatNameTip, { tags, summary: '企业名称重复提示（merchantType 1 一级 / 2 二级）' }, async (req) =>
    rules.enterpriseNameRepeatTip(db, me(req)),
  );
  route(app, E.repeatNameSeen, { tags, summary: '已知晓企业名称重复提示' }, async (req) => {
    await prompt.enterpriseNameRepeatOperate(db, me(req));
    return null;
  });
  route(app, E.signVerify, { tags, summary: '待签署的协议（最新版本）' }, async (req) =>
    prompt.signVerify(db, me(req)),
  );
  route(app, E.bindProtocol, { tags, summary: '协议操作：1 不同意 / 2 稍后 / 3 同意' }, async (req) => {
    await prompt.bindProtocol(db, me(req), req.body);
    return null;
  });
  route(app, E.waitingShare, { tags, summary: '在途现金待分账金额（blank = 无）' }, async (req) =>
    rules.waitingShareMsg(db, me(req)),
  );
  route(app, E.priceChange, { tags, summary: '价格调整通知' }, async (req) => rules.priceChange(db, me(req)));
  route(app, E.verification, { tags, summary: '企业资质核验状态（2 = 需更新证书）' }, async (req) =>
    rules.verification(db, me(req)),
  );
  route(app, E.protocolConfirmTip, { tags, summary: '待确认的服务安全协议' }, async (req) =>
    prompt.protocolConfirmTip(db, me(req)),
  );
  route(app, E.protocolVersions, { tags, summary: '协议版本列表（平台销售账号）' }, async () =>
    prompt.protocolVersions(db),
  );
  route(app, E.publishProtocol, { tags, summary: '发布协议新版本（平台销售账号）' }, async (req) =>
    prompt.publishProtocol(db, req.body),
  );
};
