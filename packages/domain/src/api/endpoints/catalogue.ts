/** Endpoints of the catalogue (open pages, search, tracking, adding to the match list) and of private products. */
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
} from '../../catalogue/catalogue.ts';
import {
  CUSTOM_GOOD_CATEGORY_CODE,
  PRIVATE_API,
  categoryOptionSchema,
  importReportSchema,
  privateDeleteSchema,
  privateDetailSchema,
  privateProductSchema,
} from '../../design-order/private-product.ts';
import { API_PREFIX } from '../../core/envelope.ts';
import { endpoint, noData } from '../../core/endpoint.ts';

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

const user = 'user' as const;

/** The xlsx export and the import template answer files, not envelopes: they stay outside the table (PRIVATE_API). */
export const PRIVATE_PRODUCT_ENDPOINTS = {
  check: endpoint({ method: 'GET', path: PRIVATE_API.check, auth: user, data: z.boolean() }),
  categories: endpoint({
    method: 'GET',
    path: PRIVATE_API.categories,
    auth: user,
    query: z.object({ code: z.literal(CUSTOM_GOOD_CATEGORY_CODE).optional() }),
    data: z.array(categoryOptionSchema),
  }),
  brands: endpoint({ method: 'GET', path: PRIVATE_API.brands, auth: user, data: z.array(z.string()) }),
  add: endpoint({
    method: 'POST',
    path: PRIVATE_API.add,
    auth: user,
    body: privateProductSchema,
    data: z.object({ spuNo: z.string() }),
  }),
  edit: endpoint({ method: 'POST', path: PRIVATE_API.edit, auth: user, body: privateProductSchema, data: noData }),
  detail: endpoint({
    method: 'GET',
    path: PRIVATE_API.detail,
    auth: user,
    query: z.object({ spuNo: z.string().min(1).max(64) }),
    data: privateDetailSchema,
  }),
  del: endpoint({
    method: 'POST',
    path: PRIVATE_API.del,
    auth: user,
    body: privateDeleteSchema,
    data: z.object({ count: z.number() }),
  }),
  /** multipart/form-data, field `file` (xlsx, ≤ 5 MB). */
  importXlsx: endpoint({ method: 'POST', path: PRIVATE_API.importXlsx, auth: user, data: importReportSchema }),
  /** multipart/form-data, field `file` (a JPG, PNG or WebP picture, ≤ 2 MB). */
  upload: endpoint({ method: 'POST', path: PRIVATE_API.upload, auth: user, data: z.object({ url: z.string() }) }),
};
