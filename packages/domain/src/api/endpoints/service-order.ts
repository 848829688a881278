/** The service centre's endpoints: the older backend under /apiOrder/ (part 1 §7), the buyer's and the desk's. */
import { z } from 'zod';
import {
  SERVICE_ORDER_MESSAGES as M,
  cancelBodySchema,
  closeBodySchema,
  deskListQuerySchema,
  deviceSchema,
  dispatchBodySchema,
  importResultSchema,
  orderNoBodySchema,
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
import { ORDER_API_PREFIX, endpoint, reasonOf } from '../../core/index.ts';

const B = ORDER_API_PREFIX;
export const SERVICE_ORDER_API = {
  faultTypes: `${B}/serviceOrder/faultTypes`,
  serialCheck: `${B}/serial/check`,
  sapCheck: `${B}/sap/check`,
  quote: `${B}/serviceOrder/quote`,
  add: `${B}/serviceOrder/add`,
  list: `${B}/serviceOrder/list`,
  detail: `${B}/serviceOrder/detail`,
  cancel: `${B}/serviceOrder/cancel`,
  upload: `${B}/serviceOrder/upload`,
  shareLink: `${B}/serviceOrder/shareLink`,
  shareInfo: `${B}/share/info`,
  shareUpload: `${B}/share/upload`,
  outlets: `${B}/outlet/list`,
  provinceCity: `${B}/region/provinceCity`,
  deskList: `${B}/desk/list`,
  deskAccept: `${B}/desk/accept`,
  deskDispatch: `${B}/desk/dispatch`,
  deskStart: `${B}/desk/start`,
  deskClose: `${B}/desk/close`,
  deskCancel: `${B}/desk/cancel`,
  deskImport: `${B}/desk/device/import`,
} as const;

const user = 'user' as const;
const r = (...keys: (keyof typeof M & string)[]) => keys.map((k) => reasonOf(M, k));
const serialRefusals = r('serialFormat', 'serialUnknown', 'serialForeign');
const desk = r('deskOnly', 'notFound', 'cannotMove');

export const SERVICE_ORDER_ENDPOINTS = {
  faultTypes: endpoint({
    method: 'GET',
    path: SERVICE_ORDER_API.faultTypes,
    auth: 'none',
    data: z.array(z.string()),
  }),
  serialCheck: endpoint({
    method: 'GET',
    path: SERVICE_ORDER_API.serialCheck,
    auth: user,
    query: serialQuerySchema,
    data: deviceSchema,
    refusals: serialRefusals,
  }),
  /** The SAP check, answered by the local registry counterpart. */
  sapCheck: endpoint({
    method: 'GET',
    path: SERVICE_ORDER_API.sapCheck,
    auth: user,
    query: serialQuerySchema,
    data: z.object({
      serial: z.string(),
      model: z.string(),
      shippedAt: z.string(),
      source: z.string(),
    }),
    refusals: serialRefusals,
  }),
  quote: endpoint({
    method: 'POST',
    path: SERVICE_ORDER_API.quote,
    auth: user,
    body: serviceOrderBodySchema,
    data: quoteSchema,
    refusals: [...serialRefusals, ...r('noPrice', 'slotPast', 'slotFar', 'slotInvalid', 'faultTypeRequired')],
  }),
  add: endpoint({
    method: 'POST',
    path: SERVICE_ORDER_API.add,
    auth: user,
    body: serviceOrderBodySchema,
    data: serviceOrderSchema,
    refusals: [...serialRefusals, ...r('noPrice', 'slotPast', 'slotFar', 'slotInvalid', 'faultTypeRequired')],
  }),
  list: endpoint({
    method: 'GET',
    path: SERVICE_ORDER_API.list,
    auth: user,
    query: serviceListQuerySchema,
    data: z.array(serviceOrderSchema),
    paged: true,
  }),
  detail: endpoint({
    method: 'GET',
    path: SERVICE_ORDER_API.detail,
    auth: user,
    query: orderNoBodySchema,
    data: serviceOrderSchema,
    refusals: r('notFound'),
  }),
  cancel: endpoint({
    method: 'POST',
    path: SERVICE_ORDER_API.cancel,
    auth: user,
    body: cancelBodySchema,
    data: serviceOrderSchema,
    refusals: r('notFound', 'cannotCancel'),
  }),
  shareLink: endpoint({
    method: 'POST',
    path: SERVICE_ORDER_API.shareLink,
    auth: user,
    body: orderNoBodySchema,
    data: shareLinkSchema,
    refusals: r('notFound', 'shareNotAllowed', 'cannotMove'),
  }),
  shareInfo: endpoint({
    method: 'GET',
    path: SERVICE_ORDER_API.shareInfo,
    auth: 'none',
    query: shareQuerySchema,
    data: shareInfoSchema,
    refusals: r('shareInvalid', 'shareExpired', 'shareUsed'),
  }),
  outlets: endpoint({
    method: 'GET',
    path: SERVICE_ORDER_API.outlets,
    auth: 'none',
    data: z.array(outletSchema),
  }),
  /** Province-city data of the older backend (§7), from the portal's region index. */
  provinceCity: endpoint({
    method: 'GET',
    path: SERVICE_ORDER_API.provinceCity,
    auth: 'none',
    data: provinceCitySchema,
  }),
  deskList: endpoint({
    method: 'GET',
    path: SERVICE_ORDER_API.deskList,
    auth: user,
    query: deskListQuerySchema,
    data: z.array(serviceOrderSchema.extend({ accountPhone: z.string() })),
    paged: true,
    refusals: r('deskOnly'),
  }),
  deskAccept: endpoint({
    method: 'POST',
    path: SERVICE_ORDER_API.deskAccept,
    auth: user,
    body: orderNoBodySchema,
    data: serviceOrderSchema,
    refusals: [...desk, ...r('mustPayFirst')],
  }),
  deskDispatch: endpoint({
    method: 'POST',
    path: SERVICE_ORDER_API.deskDispatch,
    auth: user,
    body: dispatchBodySchema,
    data: serviceOrderSchema,
    refusals: [...desk, ...r('outletUnknown', 'engineerUnknown', 'allocationInvalid', 'noOutletInRegion')],
  }),
  deskStart: endpoint({
    method: 'POST',
    path: SERVICE_ORDER_API.deskStart,
    auth: user,
    body: orderNoBodySchema,
    data: serviceOrderSchema,
    refusals: desk,
  }),
  deskClose: endpoint({
    method: 'POST',
    path: SERVICE_ORDER_API.deskClose,
    auth: user,
    body: closeBodySchema,
    data: serviceOrderSchema,
    refusals: [...desk, ...r('finalPriceInvalid')],
  }),
  deskCancel: endpoint({
    method: 'POST',
    path: SERVICE_ORDER_API.deskCancel,
    auth: user,
    body: cancelBodySchema,
    data: serviceOrderSchema,
    refusals: desk,
  }),
};

export { importResultSchema as serviceImportResultSchema };
