/** The service centre's endpoints: the older backend under /apiOrder/ (part 1 §7), the buyer's and the desk's.
 * Routes: the entries without their schemas (what the web calls); ../endpoints/ adds the schemas.
 */
import { ORDER_API_PREFIX, reasonOf, reasonsOf, route, UPLOAD_MESSAGES } from '../../core/index.ts';
import {
  SERVICE_FORM_MESSAGES,
  SERVICE_NETWORK_MESSAGES as N,
  SERVICE_ORDER_MESSAGES as M,
} from '../../service-order/index.ts';
import { ADDRESS_MESSAGES } from '../../buying/index.ts';

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
  outletSave: `${B}/manage/outlet/save`,
  engineerSave: `${B}/manage/engineer/save`,
  manageOutlets: `${B}/manage/outlet/list`,
  outletActive: `${B}/manage/outlet/active`,
  engineerActive: `${B}/manage/engineer/active`,
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

/** The service order's reasons by key (each one's own type: the compiler checks what a use case refuses). */
const r = <const K extends keyof typeof M & string>(...keys: K[]) => reasonsOf(M, ...keys);

const serialRefusals = r('serialFormat', 'serialUnknown', 'serialForeign');
/** The form's re-check (domain formProblem), answered 400. */
const formRefusals = reasonsOf(
  SERVICE_FORM_MESSAGES,
  'fieldUnknown',
  'fieldRequired',
  'fieldInteger',
  'fieldOption',
  'fieldTooLong',
);

const desk = r('notFound', 'cannotMove');

export const SERVICE_ORDER_ROUTES = {
  faultTypes: route({
    id: 'SERVICE_ORDER.faultTypes',
    method: 'GET',
    path: SERVICE_ORDER_API.faultTypes,
    auth: 'none',
  }),
  serialCheck: route({
    id: 'SERVICE_ORDER.serialCheck',
    method: 'GET',
    path: SERVICE_ORDER_API.serialCheck,
    auth: user,
    refusals: serialRefusals,
  }),
  /** The SAP check, answered by the local registry counterpart. */
  sapCheck: route({
    id: 'SERVICE_ORDER.sapCheck',
    method: 'GET',
    path: SERVICE_ORDER_API.sapCheck,
    auth: user,
    refusals: serialRefusals,
  }),
  quote: route({
    id: 'SERVICE_ORDER.quote',
    method: 'POST',
    path: SERVICE_ORDER_API.quote,
    auth: user,
    refusals: [
      ...serialRefusals,
      ...formRefusals,
      ...r('typeUnknown', 'noPrice', 'slotPast', 'slotFar', 'slotInvalid', 'faultTypeRequired'),
      ...r('serialRequired', 'photosTooMany'),
      reasonOf(ADDRESS_MESSAGES, 'notFound'),
      reasonOf(ADDRESS_MESSAGES, 'regionInvalid'),
    ],
  }),
  add: route({
    id: 'SERVICE_ORDER.add',
    method: 'POST',
    path: SERVICE_ORDER_API.add,
    auth: user,
    refusals: [
      ...serialRefusals,
      ...formRefusals,
      ...r('typeUnknown', 'noPrice', 'slotPast', 'slotFar', 'slotInvalid', 'faultTypeRequired'),
      ...r('serialRequired', 'photosTooMany'),
      reasonOf(UPLOAD_MESSAGES, 'linkInvalid'),
      reasonOf(ADDRESS_MESSAGES, 'notFound'),
      reasonOf(ADDRESS_MESSAGES, 'regionInvalid'),
    ],
  }),
  list: route({ id: 'SERVICE_ORDER.list', method: 'GET', path: SERVICE_ORDER_API.list, auth: user, paged: true }),
  detail: route({
    id: 'SERVICE_ORDER.detail',
    method: 'GET',
    path: SERVICE_ORDER_API.detail,
    auth: user,
    refusals: r('notFound'),
  }),
  cancel: route({
    id: 'SERVICE_ORDER.cancel',
    method: 'POST',
    path: SERVICE_ORDER_API.cancel,
    auth: user,
    refusals: r('notFound', 'cannotCancel'),
  }),
  shareLink: route({
    id: 'SERVICE_ORDER.shareLink',
    method: 'POST',
    path: SERVICE_ORDER_API.shareLink,
    auth: user,
    refusals: r('notFound', 'shareNotAllowed', 'cannotMove'),
  }),
  shareInfo: route({
    id: 'SERVICE_ORDER.shareInfo',
    method: 'GET',
    path: SERVICE_ORDER_API.shareInfo,
    auth: 'none',
    refusals: r('shareInvalid', 'shareExpired', 'shareUsed'),
  }),
  outlets: route({ id: 'SERVICE_ORDER.outlets', method: 'GET', path: SERVICE_ORDER_API.outlets, auth: 'none' }),
  /** Staff keep the outlets and their engineers (issue 45 §4). */
  outletSave: route({
    id: 'SERVICE_ORDER.outletSave',
    method: 'POST',
    path: SERVICE_ORDER_API.outletSave,
    auth: user,
    policy: 'staff',
    refusals: [reasonOf(N, 'outletNotFound'), reasonOf(N, 'provinceRequired')],
  }),
  engineerSave: route({
    id: 'SERVICE_ORDER.engineerSave',
    method: 'POST',
    path: SERVICE_ORDER_API.engineerSave,
    auth: user,
    policy: 'staff',
    refusals: [reasonOf(N, 'outletNotFound'), reasonOf(N, 'engineerNotFound')],
  }),
  /** Every outlet with every engineer, stopped ones included (the staff's /networkManage). */
  manageOutlets: route({
    id: 'SERVICE_ORDER.manageOutlets',
    method: 'GET',
    path: SERVICE_ORDER_API.manageOutlets,
    auth: user,
    policy: 'staff',
  }),
  outletActive: route({
    id: 'SERVICE_ORDER.outletActive',
    method: 'POST',
    path: SERVICE_ORDER_API.outletActive,
    auth: user,
    policy: 'staff',
    refusals: [reasonOf(N, 'outletNotFound')],
  }),
  engineerActive: route({
    id: 'SERVICE_ORDER.engineerActive',
    method: 'POST',
    path: SERVICE_ORDER_API.engineerActive,
    auth: user,
    policy: 'staff',
    refusals: [reasonOf(N, 'engineerNotFound')],
  }),
  /** Province-city data of the older backend (§7), from the portal's region index. */
  provinceCity: route({
    id: 'SERVICE_ORDER.provinceCity',
    method: 'GET',
    path: SERVICE_ORDER_API.provinceCity,
    auth: 'none',
  }),
  deskList: route({
    id: 'SERVICE_ORDER.deskList',
    method: 'GET',
    path: SERVICE_ORDER_API.deskList,
    auth: user,
    policy: 'staff',
    paged: true,
  }),
  deskAccept: route({
    id: 'SERVICE_ORDER.deskAccept',
    method: 'POST',
    path: SERVICE_ORDER_API.deskAccept,
    auth: user,
    policy: 'staff',
    refusals: [...desk, ...r('mustPayFirst')],
  }),
  deskDispatch: route({
    id: 'SERVICE_ORDER.deskDispatch',
    method: 'POST',
    path: SERVICE_ORDER_API.deskDispatch,
    auth: user,
    policy: 'staff',
    refusals: [
      ...desk,
      ...r('outletUnknown', 'engineerUnknown', 'allocationInvalid', 'noOutletInRegion'),
      reasonOf(N, 'outletInactive'),
      reasonOf(N, 'engineerInactive'),
    ],
  }),
  deskStart: route({
    id: 'SERVICE_ORDER.deskStart',
    method: 'POST',
    path: SERVICE_ORDER_API.deskStart,
    auth: user,
    policy: 'staff',
    refusals: desk,
  }),
  deskClose: route({
    id: 'SERVICE_ORDER.deskClose',
    method: 'POST',
    path: SERVICE_ORDER_API.deskClose,
    auth: user,
    policy: 'staff',
    refusals: [...desk, ...r('finalPriceInvalid')],
  }),
  deskCancel: route({
    id: 'SERVICE_ORDER.deskCancel',
    method: 'POST',
    path: SERVICE_ORDER_API.deskCancel,
    auth: user,
    policy: 'staff',
    refusals: desk,
  }),
};
