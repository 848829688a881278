/** Endpoints of the enterprise module: the enterprise certification and its review. */
import { ENTERPRISE_ROUTES } from '../routes/enterprise.ts';
import { z } from 'zod';
import {
  certAuditSchema,
  certReviewQuerySchema,
  enterpriseCertForReviewSchema,
  enterpriseCertSchema,
  enterpriseFormSchema,
} from '../../account/index.ts';
import { endpoint } from '../../core/index.ts';

export const ENTERPRISE_ENDPOINTS = {
  save: endpoint({ ...ENTERPRISE_ROUTES.save, body: enterpriseFormSchema, data: enterpriseCertSchema }),
  detail: endpoint({ ...ENTERPRISE_ROUTES.detail, data: enterpriseCertSchema.nullable() }),
  verification: endpoint({
    ...ENTERPRISE_ROUTES.verification,
    data: z.object({ auditStatus: z.number().nullable(), rejectReason: z.string().nullable() }),
  }),
  upload: endpoint({ ...ENTERPRISE_ROUTES.upload, data: z.object({ url: z.string() }) }),
  reviewList: endpoint({
    ...ENTERPRISE_ROUTES.reviewList,
    query: certReviewQuerySchema,
    data: z.array(enterpriseCertForReviewSchema),
  }),
  audit: endpoint({ ...ENTERPRISE_ROUTES.audit, body: certAuditSchema, data: enterpriseCertSchema }),
};
