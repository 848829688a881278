/** Endpoints of the audit module: the audit log, for staff. */
import { AUDIT_ROUTES } from '../routes/audit.ts';
import { z } from 'zod';
import { auditEntrySchema, auditQuerySchema } from '../../account/index.ts';
import { endpoint } from '../../core/index.ts';

export const AUDIT_ENDPOINTS = {
  page: endpoint({ ...AUDIT_ROUTES.page, query: auditQuerySchema, data: z.array(auditEntrySchema) }),
};
