import { BOARD_DOWNLOADS as D, BOARD_ENDPOINTS as E } from '@portal/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../http/auth.ts';
import { route } from '../../http/endpoint.ts';
import { rateLimit } from '../rate-limit/index.ts';
import { staffInsights } from './insights.ts';
import * as board from './service.ts';

const tags = ['经营概况'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const sendXlsx = (reply: FastifyReply, body: Readable, name: string) =>
  reply
    .header('content-type', XLSX)
    .header('content-disposition', `attachment; filename="board.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('cache-control', 'no-store')
    .send(body);

export const boardRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  route(
    app,
    E.staff,
    { tags, summary: '平台经营概况（按日/周/月，本期与上期；已付款减已退款，北京时间）' },
    async (req) => board.staffBoard(db, req.query),
  );
  route(app, E.staffProvince, { tags, summary: '某省份各经销商的销售（地图点击）' }, async (req) =>
    board.staffProvince(db, req.query),
  );
  route(
    app,
    E.staffNetwork,
    { tags, summary: '某一级经销商的下级网络（二级经销商、安装商）及其本期采购' },
    async (req) => board.staffNetwork(db, req.query),
  );
  route(app, E.staffInsights, { tags, summary: '按分类、缺货预警（近30天速度）、设计工具漏斗' }, async (req) =>
    staffInsights(db, req.query),
  );
  route(app, E.dealer, { tags, summary: '经销商、安装商的经营概况（只含本企业）' }, async (req) =>
    board.dealerBoard(db, requireUser(req).accountId, req.query),
  );
  const exportConfig = { auth: D.staffXlsx.auth, rateLimit: rateLimit('export') };
  app.get(
    D.staffXlsx.path,
    {
      config: { ...exportConfig, policy: D.staffXlsx.policy },
      schema: { tags, summary: '导出平台经营概况（xlsx，每个图表一张表）', querystring: D.staffXlsx.query },
    },
    async (req, reply) => {
      const { file, sheets } = await board.staffExport(db, D.staffXlsx.query.parse(req.query));
      return sendXlsx(reply, board.xlsxOf(sheets, config.brandName), file);
    },
  );
  app.get(
    D.dealerXlsx.path,
    {
      config: exportConfig,
      schema: { tags, summary: '导出本企业经营概况（xlsx）', querystring: D.dealerXlsx.query },
    },
    async (req, reply) => {
      const q = D.dealerXlsx.query.parse(req.query);
      const { file, sheets } = await board.dealerExport(db, requireUser(req).accountId, q);
      return sendXlsx(reply, board.xlsxOf(sheets, config.brandName), file);
    },
  );
};
