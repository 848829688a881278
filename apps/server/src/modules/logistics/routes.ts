import { LOGISTICS_ENDPOINTS as E } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../http/endpoint.ts';
import * as logistics from './service.ts';

export const logisticsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  route(
    app,
    E.freight,
    { tags: ['物流'], summary: '按运费模板计算运费（首件、续件、满额包邮、省份单独定价）' },
    async (req) => logistics.calculate(db, { ...req.body, shopMerchantNo: req.body.shopMerchantNo ?? null }),
  );
};
