import { BUYING_API, addressIdSchema, addressInputSchema, addressSchema, addressUpdateSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../http/auth.ts';
import { envelopeOf, ok } from '../../http/envelope.ts';
import * as address from './service.ts';

const tags = ['收货地址'];
const config = { auth: 'user' as const };

export const addressRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    BUYING_API.addressList,
    {
      config,
      schema: { tags, summary: '收货地址列表（默认地址在前）', response: { 200: envelopeOf(z.array(addressSchema)) } },
    },
    async (req) => ok(await address.list(db, requireUser(req).accountId)),
  );
  app.post(
    BUYING_API.addressAdd,
    {
      config,
      schema: {
        tags,
        summary: '新增收货地址（最多20个）',
        body: addressInputSchema,
        response: { 200: envelopeOf(addressSchema) },
      },
    },
    async (req) => ok(await address.add(db, requireUser(req).accountId, req.body)),
  );
  app.post(
    BUYING_API.addressUpdate,
    {
      config,
      schema: {
        tags,
        summary: '修改收货地址',
        body: addressUpdateSchema,
        response: { 200: envelopeOf(addressSchema) },
      },
    },
    async (req) => {
      const { id, ...fields } = req.body;
      return ok(await address.update(db, requireUser(req).accountId, id, fields));
    },
  );
  app.post(
    BUYING_API.addressDelete,
    { config, schema: { tags, summary: '删除收货地址', body: addressIdSchema } },
    async (req) => {
      await address.remove(db, requireUser(req).accountId, req.body.id);
      return ok(null);
    },
  );
  app.post(
    BUYING_API.addressSetDefault,
    { config, schema: { tags, summary: '设为默认地址', body: addressIdSchema } },
    async (req) => {
      await address.setDefault(db, requireUser(req).accountId, req.body.id);
      return ok(null);
    },
  );
  app.post(
    BUYING_API.addressCheck,
    {
      config,
      schema: {
        tags,
        summary: '校验收货地址（存在、属于本账号、地区有效）',
        body: addressIdSchema,
        response: { 200: envelopeOf(addressSchema) },
      },
    },
    async (req) => ok(await address.check(db, requireUser(req).accountId, req.body.id)),
  );
};
