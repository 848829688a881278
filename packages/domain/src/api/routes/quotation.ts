/**
 * Routes of the quotation (报价单, issue 44 §5), served by the quotation module: the account's letterhead, its logo,
 * and the print view of one design order. The PDF and xlsx files are downloads (../endpoints/quotation.ts).
 */
import { reasonOf, reasonsOf, route, UPLOAD_MESSAGES } from '../../core/index.ts';
import { DESIGN_ORDER_MESSAGES, QUOTATION_API, QUOTATION_MESSAGES } from '../../design-order/index.ts';

const user = 'user' as const;

export const QUOTATION_ROUTES = {
  profile: route({ id: 'QUOTATION.profile', method: 'GET', path: QUOTATION_API.profile, auth: user }),
  saveProfile: route({
    id: 'QUOTATION.saveProfile',
    method: 'POST',
    path: QUOTATION_API.saveProfile,
    auth: user,
    refusals: [reasonOf(UPLOAD_MESSAGES, 'linkInvalid'), reasonOf(QUOTATION_MESSAGES, 'logoInvalid')],
  }),
  /** multipart/form-data with one field `file` (PNG/JPG ≤ 2 MB; the web sends it with api.upload). */
  logo: route({
    id: 'QUOTATION.logo',
    method: 'POST',
    path: QUOTATION_API.logo,
    auth: user,
    refusals: reasonsOf(QUOTATION_MESSAGES, 'logoType'),
  }),
  view: route({
    id: 'QUOTATION.view',
    method: 'GET',
    path: QUOTATION_API.view,
    auth: user,
    refusals: [reasonOf(DESIGN_ORDER_MESSAGES, 'orderNotFound')],
  }),
};
