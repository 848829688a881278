/** Endpoints of the private-product module: a dealer's own products. */
import { z } from 'zod';
import {
  categoryOptionSchema,
  CUSTOM_GOOD_CATEGORY_CODE,
  importReportSchema,
  PERMISSION_MESSAGES,
  PRIVATE_API,
  PRIVATE_MESSAGES,
  privateDeleteSchema,
  privateDetailSchema,
  privateProductSchema,
} from '../../design-order/index.ts';
import { endpoint, noData, reasonOf } from '../../core/index.ts';

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
    refusals: [reasonOf(PERMISSION_MESSAGES, 'noShop'), reasonOf(PERMISSION_MESSAGES, 'privateRole')],
  }),
  edit: endpoint({
    method: 'POST',
    path: PRIVATE_API.edit,
    auth: user,
    body: privateProductSchema,
    data: noData,
    refusals: [reasonOf(PERMISSION_MESSAGES, 'privateRole'), reasonOf(PRIVATE_MESSAGES, 'notFound')],
  }),
  detail: endpoint({
    method: 'GET',
    path: PRIVATE_API.detail,
    auth: user,
    query: z.object({ spuNo: z.string().min(1).max(64) }),
    data: privateDetailSchema,
    refusals: [reasonOf(PERMISSION_MESSAGES, 'privateRole'), reasonOf(PRIVATE_MESSAGES, 'notFound')],
  }),
  del: endpoint({
    method: 'POST',
    path: PRIVATE_API.del,
    auth: user,
    body: privateDeleteSchema,
    data: z.object({ count: z.number() }),
    refusals: [reasonOf(PERMISSION_MESSAGES, 'privateRole'), reasonOf(PRIVATE_MESSAGES, 'notFound')],
  }),
  /** multipart/form-data, field `file` (xlsx, ≤ 5 MB). */
  importXlsx: endpoint({
    method: 'POST',
    path: PRIVATE_API.importXlsx,
    auth: user,
    data: importReportSchema,
    refusals: [
      reasonOf(PERMISSION_MESSAGES, 'privateRole'),
      reasonOf(PRIVATE_MESSAGES, 'badFile'),
      reasonOf(PRIVATE_MESSAGES, 'badHeader'),
      reasonOf(PRIVATE_MESSAGES, 'fileTooComplex'),
      reasonOf(PRIVATE_MESSAGES, 'fileTooLarge'),
    ],
  }),
  /** multipart/form-data, field `file` (a JPG, PNG or WebP picture, ≤ 2 MB). */
  upload: endpoint({ method: 'POST', path: PRIVATE_API.upload, auth: user, data: z.object({ url: z.string() }) }),
};
