/** Endpoints of the catalogue module: categories, products, suits, shops, search words, tracking. */
import { z } from 'zod';
import {
  addToMatchOrderSchema,
  CATALOGUE_MESSAGES,
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
import { API_PREFIX, endpoint, noData, reasonOf } from '../../core/index.ts';

const OPEN = `${API_PREFIX}/open/v1`;
const optional = 'optional' as const;

export const CATALOGUE_ENDPOINTS = {
  categoryTree: endpoint({
    method: 'GET',
    path: `${OPEN}/goods/category/tree`,
    auth: 'none',
    data: z.array(categoryNodeSchema),
  }),
  categoryAttrs: endpoint({
    method: 'GET',
    path: `${OPEN}/goods/category/attrs`,
    auth: 'none',
    query: spuPageQuerySchema.pick({ categoryIds: true }),
    data: z.array(categoryAttrSchema),
  }),
  spuPage: endpoint({
    method: 'GET',
    path: `${OPEN}/goods/spu/page`,
    auth: optional,
    query: spuPageQuerySchema,
    data: z.array(spuListItemSchema),
    paged: true,
  }),
  spuDetail: endpoint({
    method: 'GET',
    path: `${OPEN}/goods/spu/detail/:id`,
    auth: optional,
    params: spuNoParamsSchema,
    data: spuDetailSchema,
    refusals: [reasonOf(CATALOGUE_MESSAGES, 'spuNotFound')],
  }),
  suitDetail: endpoint({
    method: 'GET',
    path: `${OPEN}/goods/suit/detail/:id`,
    auth: optional,
    params: suitNoParamsSchema,
    data: suitDetailSchema,
  }),
  shops: endpoint({
    method: 'GET',
    path: `${OPEN}/goods/getShopList`,
    auth: optional,
    query: shopListQuerySchema,
    data: z.array(catalogueShopSchema),
    refusals: [reasonOf(CATALOGUE_MESSAGES, 'spuNotFound')],
  }),
  hotWords: endpoint({
    method: 'GET',
    path: `${OPEN}/search/hotWords`,
    auth: 'none',
    query: locationQuerySchema,
    data: z.array(hotWordSchema),
  }),
  keywords: endpoint({
    method: 'GET',
    path: `${OPEN}/search/keywords`,
    auth: 'none',
    query: locationQuerySchema,
    data: z.array(z.string()),
  }),
  track: endpoint({
    method: 'POST',
    path: `${OPEN}/tracking/event`,
    auth: optional,
    body: trackEventSchema,
    data: noData,
  }),
  addToMatchList: endpoint({
    method: 'POST',
    path: `${API_PREFIX}/v1/matchList/add`,
    auth: 'user',
    body: addToMatchOrderSchema,
    data: z.object({ count: z.number() }),
  }),
};
