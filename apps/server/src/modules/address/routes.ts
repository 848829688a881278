import { ADDRESS_ENDPOINTS as E } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../http/auth.ts';
import { route } from '../../http/endpoint.ts';
import * as address from './service.ts';

const tags = ['收货地址'];

export const addressRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  route(app, E.list, { tags, summary: '收货地址列表（默认地址在前）' }, async (req) =>
    address.list(db, requireUser(req).accountId),
  );
  route(app, E.add, { tags, summary: '新增收货地址（最多20个）' }, async (req) =>
    address.add(db, requireUser(req).accountId, req.body),
  );
  route(app, E.update, { tags, summary: '修改收货地址' }, async (req) => {
    const { id, ...fields } = req.body;
    return address.update(db, requireUser(req).accountId, id, fields);
  });
  route(app, E.remove, { tags, summary: '删除收货地址' }, async (req) => {
    await address.remove(db, requireUser(req).accountId, req.body.id);
    return null;
  });
  route(app, E.setDefault, { tags, summary: '设为默认地址' }, async (req) => {
    await address.setDefault(db, requireUser(req).accountId, req.body.id);
    return null;
  });
  route(app, E.check, { tags, summary: '校验收货地址（存在、属于本账号、地区有效）' }, async (req) =>
    address.check(db, requireUser(req).accountId, req.body.id),
  );
};
