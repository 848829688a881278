/** Endpoints of the invoice module: the buyer's invoice titles (发票抬头). */
import { z } from 'zod';
import { INVOICE_ROUTES } from '../routes/invoice.ts';
import { endpoint, noData, pagingQuerySchema } from '../../core/index.ts';
import {
  INVOICE_API,
  invoiceApplySchema,
  invoiceOfOrderQuerySchema,
  invoiceOfOrderSchema,
  invoiceWishSchema,
  invoiceWishViewSchema,
  invoiceExportQuerySchema,
  invoiceableOrderListSchema,
  invoiceIdSchema,
  invoiceListSchema,
  invoicePageQuerySchema,
  invoiceSchema,
  invoiceSellerSettingSchema,
  invoiceSellerSettingViewSchema,
  invoiceUploadSchema,
  invoiceTitleIdSchema,
  invoiceTitleInputSchema,
  invoiceTitleSchema,
  invoiceTitleUpdateSchema,
} from '../../invoice/index.ts';

export const INVOICE_ENDPOINTS = {
  titleList: endpoint({ ...INVOICE_ROUTES.titleList, data: z.array(invoiceTitleSchema) }),
  titleAdd: endpoint({ ...INVOICE_ROUTES.titleAdd, body: invoiceTitleInputSchema, data: invoiceTitleSchema }),
  titleUpdate: endpoint({ ...INVOICE_ROUTES.titleUpdate, body: invoiceTitleUpdateSchema, data: invoiceTitleSchema }),
  titleDelete: endpoint({ ...INVOICE_ROUTES.titleDelete, body: invoiceTitleIdSchema, data: noData }),
  titleSetDefault: endpoint({ ...INVOICE_ROUTES.titleSetDefault, body: invoiceTitleIdSchema, data: noData }),
  titleFromCertification: endpoint({ ...INVOICE_ROUTES.titleFromCertification, data: invoiceTitleSchema }),
  orders: endpoint({ ...INVOICE_ROUTES.orders, query: pagingQuerySchema, data: invoiceableOrderListSchema }),
  apply: endpoint({ ...INVOICE_ROUTES.apply, body: invoiceApplySchema, data: invoiceSchema }),
  wish: endpoint({ ...INVOICE_ROUTES.wish, body: invoiceWishSchema, data: invoiceWishViewSchema }),
  ofOrder: endpoint({ ...INVOICE_ROUTES.ofOrder, query: invoiceOfOrderQuerySchema, data: invoiceOfOrderSchema }),
  mine: endpoint({ ...INVOICE_ROUTES.mine, query: invoicePageQuerySchema, data: invoiceListSchema }),
  detail: endpoint({ ...INVOICE_ROUTES.detail, query: invoiceIdSchema, data: invoiceSchema }),
  cancel: endpoint({ ...INVOICE_ROUTES.cancel, body: invoiceIdSchema, data: invoiceSchema }),
  sellerPage: endpoint({ ...INVOICE_ROUTES.sellerPage, query: invoicePageQuerySchema, data: invoiceListSchema }),
  sellerIssue: endpoint({ ...INVOICE_ROUTES.sellerIssue, body: invoiceIdSchema, data: invoiceSchema }),
  sellerUpload: endpoint({ ...INVOICE_ROUTES.sellerUpload, body: invoiceUploadSchema, data: invoiceSchema }),
  sellerSetting: endpoint({ ...INVOICE_ROUTES.sellerSetting, data: invoiceSellerSettingViewSchema.nullable() }),
  sellerSettingSave: endpoint({
    ...INVOICE_ROUTES.sellerSettingSave,
    body: invoiceSellerSettingSchema,
    data: invoiceSellerSettingViewSchema,
  }),
  staffPage: endpoint({ ...INVOICE_ROUTES.staffPage, query: invoicePageQuerySchema, data: invoiceListSchema }),
};

/** The seller's xlsx (not an envelope): registered by hand, listed here for its path, query and permission. */
export const INVOICE_DOWNLOADS = {
  sellerXlsx: { method: 'GET', path: INVOICE_API.sellerXlsx, auth: 'user', query: invoiceExportQuerySchema },
} as const;
