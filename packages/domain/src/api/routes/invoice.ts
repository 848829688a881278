/** Routes of the invoice module: the buyer's invoice titles (发票抬头).
 * Routes: the entries without their schemas (what the web calls); ../endpoints/ adds the schemas.
 */
import { reasonOf, reasonsOf, route } from '../../core/index.ts';
import { INVOICE_API, INVOICE_MESSAGES, INVOICE_REQUEST_MESSAGES as R } from '../../invoice/index.ts';
import { UPLOAD_MESSAGES } from '../../core/index.ts';

const user = 'user' as const;
const notFound = reasonOf(INVOICE_MESSAGES, 'titleNotFound');

export const INVOICE_ROUTES = {
  titleList: route({ id: 'INVOICE.titleList', method: 'GET', path: INVOICE_API.titleList, auth: user }),
  titleAdd: route({
    id: 'INVOICE.titleAdd',
    method: 'POST',
    path: INVOICE_API.titleAdd,
    auth: user,
    refusals: [reasonOf(INVOICE_MESSAGES, 'titleLimit')],
  }),
  titleUpdate: route({
    id: 'INVOICE.titleUpdate',
    method: 'POST',
    path: INVOICE_API.titleUpdate,
    auth: user,
    refusals: [notFound],
  }),
  titleDelete: route({
    id: 'INVOICE.titleDelete',
    method: 'POST',
    path: INVOICE_API.titleDelete,
    auth: user,
    refusals: [notFound],
  }),
  titleSetDefault: route({
    id: 'INVOICE.titleSetDefault',
    method: 'POST',
    path: INVOICE_API.titleSetDefault,
    auth: user,
    refusals: [notFound],
  }),
  titleFromCertification: route({
    id: 'INVOICE.titleFromCertification',
    method: 'POST',
    path: INVOICE_API.titleFromCertification,
    auth: user,
    refusals: [reasonOf(INVOICE_MESSAGES, 'notCertified'), reasonOf(INVOICE_MESSAGES, 'titleLimit')],
  }),
  orders: route({ id: 'INVOICE.orders', method: 'GET', path: INVOICE_API.orders, auth: user, paged: true }),
  apply: route({
    id: 'INVOICE.apply',
    method: 'POST',
    path: INVOICE_API.apply,
    auth: user,
    refusals: [
      ...reasonsOf(R, 'noOrders', 'tooManyOrders', 'mixedSellers', 'notPaid', 'nothingToInvoice', 'windowClosed'),
      ...reasonsOf(R, 'orderNotFound', 'alreadyRequested', 'titleNotFound'),
      ...reasonsOf(INVOICE_MESSAGES, 'specialNeedsCompany', 'specialIncomplete'),
    ],
  }),
  wish: route({
    id: 'INVOICE.wish',
    method: 'POST',
    path: INVOICE_API.wish,
    auth: user,
    refusals: [
      ...reasonsOf(R, 'orderNotFound', 'titleNotFound', 'alreadyRequested'),
      ...reasonsOf(INVOICE_MESSAGES, 'specialNeedsCompany', 'specialIncomplete'),
    ],
  }),
  ofOrder: route({
    id: 'INVOICE.ofOrder',
    method: 'GET',
    path: INVOICE_API.ofOrder,
    auth: user,
    refusals: [reasonOf(R, 'orderNotFound')],
  }),
  mine: route({ id: 'INVOICE.mine', method: 'GET', path: INVOICE_API.mine, auth: user, paged: true }),
  detail: route({
    id: 'INVOICE.detail',
    method: 'GET',
    path: INVOICE_API.detail,
    auth: user,
    refusals: [reasonOf(R, 'invoiceNotFound')],
  }),
  cancel: route({
    id: 'INVOICE.cancel',
    method: 'POST',
    path: INVOICE_API.cancel,
    auth: user,
    refusals: reasonsOf(R, 'invoiceNotFound', 'notCancellable'),
  }),
  sellerPage: route({
    id: 'INVOICE.sellerPage',
    method: 'GET',
    path: INVOICE_API.sellerPage,
    auth: user,
    paged: true,
    refusals: [reasonOf(R, 'notSeller')],
  }),
  sellerIssue: route({
    id: 'INVOICE.sellerIssue',
    method: 'POST',
    path: INVOICE_API.sellerIssue,
    auth: user,
    refusals: reasonsOf(R, 'invoiceNotFound', 'notSeller', 'notWaiting', 'sellerNotSet', 'nothingToInvoice'),
  }),
  sellerUpload: route({
    id: 'INVOICE.sellerUpload',
    method: 'POST',
    path: INVOICE_API.sellerUpload,
    auth: user,
    refusals: [
      ...reasonsOf(R, 'invoiceNotFound', 'notSeller', 'notWaiting', 'fileRequired'),
      reasonOf(UPLOAD_MESSAGES, 'linkInvalid'),
    ],
  }),
  sellerSetting: route({
    id: 'INVOICE.sellerSetting',
    method: 'GET',
    path: INVOICE_API.sellerSetting,
    auth: user,
    refusals: [reasonOf(R, 'notSeller')],
  }),
  sellerSettingSave: route({
    id: 'INVOICE.sellerSettingSave',
    method: 'POST',
    path: INVOICE_API.sellerSettingSave,
    auth: user,
    refusals: [reasonOf(R, 'notSeller')],
  }),
  staffPage: route({
    id: 'INVOICE.staffPage',
    method: 'GET',
    path: INVOICE_API.staffPage,
    auth: user,
    policy: 'staff',
    paged: true,
  }),
};
