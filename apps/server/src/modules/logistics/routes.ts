import { BUYING_API, freightBodySchema, freightResultSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { envelopeOf, ok } from '../../http/envelope.ts';
import * as logistics from './service.ts';

export const logisticsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.post(
    BUYING_API.freight,
    {
      config: { auth: 'user' },
      schema: {
        tags: ['物流'],
        summary: '按运费模板计算运费（首件、续件、满额包邮、省份单独定价）',
        body: freightBodySchema,
        response: { 200: envelopeOf(freightResultSchema) },
      },
    },
    async (req) => ok(await logistics.calculate(db, { ...req.body, shopMerchantNo: req.body.shopMerchantNo ?? null })),
  );
};
