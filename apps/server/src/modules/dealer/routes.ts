import {
  API_PREFIX,
  bindPayloadSchema,
  DEALER_MESSAGES,
  parentMerchantListQuerySchema,
  setDefaultDealerSchema,
  toggleShopSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/auth.ts';
import { envelopeOf, ok } from '../../http/envelope.ts';
import type { AppDeps } from '../../deps.ts';
import * as dealer from './service.ts';

const group = z.object({ title: z.string(), tagName: z.string() });
const dealerSchema = z.object({
  merchantNo: z.string(),
  enterpriseName: z.string(),
  contactPhone: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  businessScope: z.string().nullable(),
  address: z.string().nullable(),
  provinceName: z.string().nullable(),
  cityName: z.string().nullable(),
  areaName: z.string().nullable(),
  groups: z.array(group),
});
const shopSchema = z.object({
  parentMerchantName: z.string(),
  parentMerchantNo: z.string(),
  contactPhone: z.string().nullable(),
  choosing: z.union([z.literal(0), z.literal(1)]),
  defaultStatus: z.union([z.literal(0), z.literal(1)]),
  status: z.union([z.literal(0), z.literal(1)]),
  shopNo: z.string(),
  msg: z.string().nullable(),
});
const boundSchema = z.object({
  bindMerchantNo: z.string(),
  bindMerchantName: z.string(),
  provinceCode: z.string(),
  provinceName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  areaCode: z.string(),
  areaName: z.string(),
  streetCode: z.string().nullish(),
  streetName: z.string().nullish(),
});
const tags = ['经销商'];
const user = { auth: 'user' as const };

export const dealerRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const base = `${API_PREFIX}/v1/merchant`;

  app.get(
    `${base}/getParentMerchantList`,
    {
      config: user,
      schema: {
        tags,
        summary: '所选区域可绑定的一级经销商（关键字可选）',
        querystring: parentMerchantListQuerySchema,
        response: { 200: envelopeOf(z.array(dealerSchema)) },
      },
    },
    async (req) => {
      const list = await dealer.parentMerchantList(db, req.query);
      return ok(list, list.length);
    },
  );

  app.post(
    `${base}/bindParentMerchantList`,
    {
      config: user,
      schema: {
        tags,
        summary: '绑定下单一级经销商（绑定载荷）',
        body: bindPayloadSchema,
        response: { 200: envelopeOf(boundSchema) },
      },
    },
    async (req) => ({
      ...ok(await dealer.bind(db, requireUser(req).accountId, req.body)),
      msg: DEALER_MESSAGES.bindSuccess,
    }),
  );

  app.get(
    `${base}/getbindMerchant`,
    {
      config: user,
      schema: {
        tags,
        summary: '当前下单一级经销商及选择时的区域',
        response: { 200: envelopeOf(boundSchema.nullable()) },
      },
    },
    async (req) => ok(await dealer.boundMerchant(db, requireUser(req).accountId)),
  );

  app.get(
    `${base}/defaultFirstAjax`,
    {
      config: user,
      schema: {
        tags,
        summary: '默认一级经销商',
        response: { 200: envelopeOf(z.object({ enterpriseName: z.string(), merchantNo: z.string() }).nullable()) },
      },
    },
    async (req) => ok(await dealer.defaultFirst(db, requireUser(req).accountId)),
  );

  app.get(
    `${base}/getBindDetail`,
    {
      config: user,
      schema: {
        tags,
        summary: '绑定详情：当前经销商与店铺列表',
        response: {
          200: envelopeOf(
            z.object({ current: boundSchema.nullable(), shops: z.array(shopSchema), canSetDefault: z.boolean() }),
          ),
        },
      },
    },
    async (req) => ok(await dealer.bindDetail(db, requireUser(req).accountId)),
  );

  app.get(
    `${base}/getShopList`,
    {
      config: user,
      schema: {
        tags,
        summary: '可下单的一级经销商（店铺）列表',
        querystring: z.object({ spuNo: z.string().max(40).optional(), skuNo: z.string().max(40).optional() }),
        response: { 200: envelopeOf(z.array(shopSchema)) },
      },
    },
    async (req) => ok(await dealer.shopList(db, requireUser(req).accountId)),
  );

  app.post(
    `${base}/toggleShop`,
    {
      config: user,
      schema: { tags, summary: '切换店铺', body: toggleShopSchema, response: { 200: envelopeOf(z.array(shopSchema)) } },
    },
    async (req) => ({
      ...ok(await dealer.toggleShop(db, requireUser(req).accountId, req.body.firstMerchantNo)),
      msg: DEALER_MESSAGES.operationSuccess,
    }),
  );

  app.post(
    `${base}/setDefaultFirstDistributor`,
    {
      config: user,
      schema: {
        tags,
        summary: '设为默认一级经销商',
        body: setDefaultDealerSchema,
        response: { 200: envelopeOf(z.array(shopSchema)) },
      },
    },
    async (req) => ({
      ...ok(await dealer.setDefaultDealer(db, requireUser(req).accountId, req.body.parentMerchantNo)),
      msg: DEALER_MESSAGES.operationSuccess,
    }),
  );
};
