/** Endpoints of the catalogue module: categories, products, suits, shops, search words, tracking. */
import { CATALOGUE_ROUTES } from '../routes/catalogue.ts';
import { z } from 'zod';
import {
  addToMatchOrderSchema,
  catalogueShopSchema,
  categoryAttrSchema,
  categoryNodeSchema,
  hotWordSchema,
  locationQuerySchema,
  shopListQuerySchema,
  spuDetailSchema,
  spuListItemSchema,
  spuNoParamsSchema,
  spuPageQuerySchema,
  suitDetailSchema,
  suitNoParamsSchema,
  trackEventSchema,
} from '../../catalogue/index.ts';
import { endpoint, noData } from '../../core/index.ts';

export const CATALOGUE_ENDPOINTS = {
  categoryTree: endpoint({ ...CATALOGUE_ROUTES.categoryTree, data: z.array(categoryNodeSchema) }),
  categoryAttrs: endpoint({
    ...CATALOGUE_ROUTES.categoryAttrs,
    query: spuPageQuerySchema.pick({ categoryIds: true }),
    data: z.array(categoryAttrSchema),
  }),
  spuPage: endpoint({ ...CATALOGUE_ROUTES.spuPage, query: spuPageQuerySchema, data: z.array(spuListItemSchema) }),
  spuDetail: endpoint({ ...CATALOGUE_ROUTES.spuDetail, params: spuNoParamsSchema, data: spuDetailSchema }),
  suitDetail: endpoint({ ...CATALOGUE_ROUTES.suitDetail, params: suitNoParamsSchema, data: suitDetailSchema }),
  shops: endpoint({ ...CATALOGUE_ROUTES.shops, query: shopListQuerySchema, data: z.array(catalogueShopSchema) }),
  hotWords: endpoint({ ...CATALOGUE_ROUTES.hotWords, query: locationQuerySchema, data: z.array(hotWordSchema) }),
  keywords: endpoint({ ...CATALOGUE_ROUTES.keywords, query: locationQuerySchema, data: z.array(z.string()) }),
  track: endpoint({ ...CATALOGUE_ROUTES.track, body: trackEventSchema, data: noData }),
  addToMatchList: endpoint({
    ...CATALOGUE_ROUTES.addToMatchList,
    body: addToMatchOrderSchema,
    data: z.object({ count: z.number() }),
  }),
};
