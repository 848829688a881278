/** Endpoints of the audit module: the audit log, for staff. */
import { z } from 'zod';
import { auditEntrySchema, auditQuerySchema } from '../../account/index.ts';
import { API_PREFIX, endpoint } from '../../core/index.ts';

export const AUDIT_ENDPOINTS = {
  page: endpoint({
    method: 'GET',
    path: `${API_PREFIX}/v1/audit/page`,
    auth: 'user',
    policy: 'staff',
    query: auditQuerySchema,
    data: z.array(auditEntrySchema),
    paged: true,
  }),
};
