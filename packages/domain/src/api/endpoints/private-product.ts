/** Endpoints of the private-product module: a dealer's own products. */
import { PRIVATE_PRODUCT_ROUTES } from '../routes/private-product.ts';
import { z } from 'zod';
import {
  categoryOptionSchema,
  CUSTOM_GOOD_CATEGORY_CODE,
  importReportSchema,
  privateDeleteSchema,
  privateDetailSchema,
  privateProductSchema,
} from '../../design-order/index.ts';
import { endpoint, noData } from '../../core/index.ts';

/** The xlsx export and the import template answer files, not envelopes: they stay outside the table (PRIVATE_API). */
export const PRIVATE_PRODUCT_ENDPOINTS = {
  check: endpoint({ ...PRIVATE_PRODUCT_ROUTES.check, data: z.boolean() }),
  categories: endpoint({
    ...PRIVATE_PRODUCT_ROUTES.categories,
    query: z.object({ code: z.literal(CUSTOM_GOOD_CATEGORY_CODE).optional() }),
    data: z.array(categoryOptionSchema),
  }),
  brands: endpoint({ ...PRIVATE_PRODUCT_ROUTES.brands, data: z.array(z.string()) }),
  add: endpoint({ ...PRIVATE_PRODUCT_ROUTES.add, body: privateProductSchema, data: z.object({ spuNo: z.string() }) }),
  edit: endpoint({ ...PRIVATE_PRODUCT_ROUTES.edit, body: privateProductSchema, data: noData }),
  detail: endpoint({
    ...PRIVATE_PRODUCT_ROUTES.detail,
    query: z.object({ spuNo: z.string().min(1).max(64) }),
    data: privateDetailSchema,
  }),
  del: endpoint({ ...PRIVATE_PRODUCT_ROUTES.del, body: privateDeleteSchema, data: z.object({ count: z.number() }) }),
  importXlsx: endpoint({ ...PRIVATE_PRODUCT_ROUTES.importXlsx, data: importReportSchema }),
  upload: endpoint({ ...PRIVATE_PRODUCT_ROUTES.upload, data: z.object({ url: z.string() }) }),
};
