/** The service centre's endpoints: the older backend under /apiOrder/ (part 1 §7), the buyer's and the desk's. */
import { SERVICE_ORDER_ROUTES } from '../routes/service-order.ts';
import { z } from 'zod';
import {
  cancelBodySchema,
  closeBodySchema,
  deskListQuerySchema,
  deviceSchema,
  dispatchBodySchema,
  importResultSchema,
  orderNoBodySchema,
  engineerSaveSchema,
  networkActiveSchema,
  outletSaveSchema,
  outletSchema,
  provinceCitySchema,
  quoteSchema,
  serialQuerySchema,
  serviceListQuerySchema,
  serviceOrderBodySchema,
  serviceOrderSchema,
  shareInfoSchema,
  shareLinkSchema,
  shareQuerySchema,
} from '../../service-order/index.ts';
import { endpoint } from '../../core/index.ts';

export { importResultSchema as serviceImportResultSchema };

export const SERVICE_ORDER_ENDPOINTS = {
  faultTypes: endpoint({ ...SERVICE_ORDER_ROUTES.faultTypes, data: z.array(z.string()) }),
  serialCheck: endpoint({ ...SERVICE_ORDER_ROUTES.serialCheck, query: serialQuerySchema, data: deviceSchema }),
  sapCheck: endpoint({
    ...SERVICE_ORDER_ROUTES.sapCheck,
    query: serialQuerySchema,
    data: z.object({
      serial: z.string(),
      model: z.string(),
      shippedAt: z.string(),
      source: z.string(),
    }),
  }),
  quote: endpoint({ ...SERVICE_ORDER_ROUTES.quote, body: serviceOrderBodySchema, data: quoteSchema }),
  add: endpoint({ ...SERVICE_ORDER_ROUTES.add, body: serviceOrderBodySchema, data: serviceOrderSchema }),
  list: endpoint({ ...SERVICE_ORDER_ROUTES.list, query: serviceListQuerySchema, data: z.array(serviceOrderSchema) }),
  detail: endpoint({ ...SERVICE_ORDER_ROUTES.detail, query: orderNoBodySchema, data: serviceOrderSchema }),
  cancel: endpoint({ ...SERVICE_ORDER_ROUTES.cancel, body: cancelBodySchema, data: serviceOrderSchema }),
  shareLink: endpoint({ ...SERVICE_ORDER_ROUTES.shareLink, body: orderNoBodySchema, data: shareLinkSchema }),
  shareInfo: endpoint({ ...SERVICE_ORDER_ROUTES.shareInfo, query: shareQuerySchema, data: shareInfoSchema }),
  outlets: endpoint({ ...SERVICE_ORDER_ROUTES.outlets, data: z.array(outletSchema) }),
  outletSave: endpoint({
    ...SERVICE_ORDER_ROUTES.outletSave,
    body: outletSaveSchema,
    data: z.object({ id: z.number() }),
  }),
  engineerSave: endpoint({
    ...SERVICE_ORDER_ROUTES.engineerSave,
    body: engineerSaveSchema,
    data: z.object({ id: z.number() }),
  }),
  manageOutlets: endpoint({ ...SERVICE_ORDER_ROUTES.manageOutlets, data: z.array(outletSchema) }),
  outletActive: endpoint({ ...SERVICE_ORDER_ROUTES.outletActive, body: networkActiveSchema, data: z.null() }),
  engineerActive: endpoint({ ...SERVICE_ORDER_ROUTES.engineerActive, body: networkActiveSchema, data: z.null() }),
  provinceCity: endpoint({ ...SERVICE_ORDER_ROUTES.provinceCity, data: provinceCitySchema }),
  deskList: endpoint({
    ...SERVICE_ORDER_ROUTES.deskList,
    query: deskListQuerySchema,
    data: z.array(serviceOrderSchema.extend({ accountPhone: z.string() })),
  }),
  deskAccept: endpoint({ ...SERVICE_ORDER_ROUTES.deskAccept, body: orderNoBodySchema, data: serviceOrderSchema }),
  deskDispatch: endpoint({ ...SERVICE_ORDER_ROUTES.deskDispatch, body: dispatchBodySchema, data: serviceOrderSchema }),
  deskStart: endpoint({ ...SERVICE_ORDER_ROUTES.deskStart, body: orderNoBodySchema, data: serviceOrderSchema }),
  deskClose: endpoint({ ...SERVICE_ORDER_ROUTES.deskClose, body: closeBodySchema, data: serviceOrderSchema }),
  deskCancel: endpoint({ ...SERVICE_ORDER_ROUTES.deskCancel, body: cancelBodySchema, data: serviceOrderSchema }),
};
