/** Endpoints of the quotation (报价单): the letterhead, its logo, the print view; the PDF and xlsx downloads. */
import { QUOTATION_ROUTES } from '../routes/quotation.ts';
import {
  DESIGN_API,
  orderIdSchema,
  QUOTATION_API,
  quotationLogoSchema,
  quotationProfileSaveSchema,
  quotationProfileSchema,
  quotationViewSchema,
} from '../../design-order/index.ts';
import { endpoint } from '../../core/index.ts';

const user = 'user' as const;

/** The quotation files (not envelopes): registered by hand, listed here for their paths and query. */
export const QUOTATION_DOWNLOADS = {
  xlsx: { method: 'GET', path: DESIGN_API.exportXlsx, auth: user, query: orderIdSchema },
  pdf: { method: 'GET', path: QUOTATION_API.pdf, auth: user, query: orderIdSchema },
} as const;

export const QUOTATION_ENDPOINTS = {
  profile: endpoint({ ...QUOTATION_ROUTES.profile, data: quotationProfileSchema }),
  saveProfile: endpoint({
    ...QUOTATION_ROUTES.saveProfile,
    body: quotationProfileSaveSchema,
    data: quotationProfileSchema,
  }),
  logo: endpoint({ ...QUOTATION_ROUTES.logo, data: quotationLogoSchema }),
  view: endpoint({ ...QUOTATION_ROUTES.view, query: orderIdSchema, data: quotationViewSchema }),
};
