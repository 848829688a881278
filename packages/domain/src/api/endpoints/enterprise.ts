/** Endpoints of the enterprise module: the enterprise certification and its review. */
import { z } from 'zod';
import {
  certAuditSchema,
  certReviewQuerySchema,
  ENTERPRISE_MESSAGES,
  enterpriseCertForReviewSchema,
  enterpriseCertSchema,
  enterpriseFormSchema,
} from '../../account/index.ts';
import { API_PREFIX, endpoint, reasonOf } from '../../core/index.ts';

const user = 'user' as const;
const ENTERPRISE = `${API_PREFIX}/v1/enterprise`;

export const ENTERPRISE_ENDPOINTS = {
  save: endpoint({
    method: 'POST',
    path: ENTERPRISE,
    auth: user,
    body: enterpriseFormSchema,
    data: enterpriseCertSchema,
    refusals: [
      reasonOf(ENTERPRISE_MESSAGES, 'alreadySubmitted'),
      reasonOf(ENTERPRISE_MESSAGES, 'areaRequired'),
      reasonOf(ENTERPRISE_MESSAGES, 'creditCodeTaken'),
      reasonOf(ENTERPRISE_MESSAGES, 'notEditable'),
      reasonOf(ENTERPRISE_MESSAGES, 'notYours'),
    ],
  }),
  detail: endpoint({ method: 'GET', path: `${ENTERPRISE}/detail`, auth: user, data: enterpriseCertSchema.nullable() }),
  verification: endpoint({
    method: 'GET',
    path: `${ENTERPRISE}/verification`,
    auth: user,
    data: z.object({ auditStatus: z.number().nullable(), rejectReason: z.string().nullable() }),
  }),
  /** multipart/form-data with one field `file` (the web sends it with api.upload). */
  upload: endpoint({
    method: 'POST',
    path: `${ENTERPRISE}/upload`,
    auth: user,
    data: z.object({ url: z.string() }),
    refusals: [reasonOf(ENTERPRISE_MESSAGES, 'uploadTooLarge'), reasonOf(ENTERPRISE_MESSAGES, 'uploadType')],
  }),
  reviewList: endpoint({
    method: 'GET',
    path: `${ENTERPRISE}/audit/list`,
    auth: user,
    policy: 'staff',
    query: certReviewQuerySchema,
    data: z.array(enterpriseCertForReviewSchema),
  }),
  audit: endpoint({
    method: 'POST',
    path: `${ENTERPRISE}/audit`,
    auth: user,
    policy: 'staff',
    body: certAuditSchema,
    data: enterpriseCertSchema,
    refusals: [reasonOf(ENTERPRISE_MESSAGES, 'notPending')],
  }),
};
