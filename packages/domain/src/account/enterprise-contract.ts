/** The schemas of enterprise.ts (zod: kept apart so a page that uses only the constants loads no schema). */
import { z } from 'zod';
import { chinaDateStart, pageNumber, pageSize, SIGNED_LINK_QUERY } from '../core/index.ts';
import { PHONE_OR_TEL_RE } from './validation.ts';
import { areaAnswerFields } from '../dealer/index.ts';
import { ENTERPRISE_MESSAGES, CREDIT_CODE_RE, CertStatus } from './enterprise.ts';

export const enterpriseFormSchema = z.object({
  /** Absent = create, present = update (part 1 §3). */
  enterpriseNo: z.string().trim().max(40).optional(),
  companyName: z
    .string({ error: ENTERPRISE_MESSAGES.companyRequired })
    .trim()
    .min(1, ENTERPRISE_MESSAGES.companyRequired)
    .max(50, ENTERPRISE_MESSAGES.companyTooLong),
  creditCode: z
    .string({ error: ENTERPRISE_MESSAGES.creditCodeRule })
    .trim()
    .toUpperCase()
    .regex(CREDIT_CODE_RE, ENTERPRISE_MESSAGES.creditCodeRule),
  enterpriseType: z.union([z.literal(2), z.literal(3)], { error: ENTERPRISE_MESSAGES.typeRequired }),
  licenceUrl: z
    .string({ error: ENTERPRISE_MESSAGES.licenceRequired })
    .trim()
    .min(1, ENTERPRISE_MESSAGES.licenceRequired)
    .max(300)
    .regex(
      new RegExp(`^/(static|files)/uploads/licence/[a-z0-9_.-]+${SIGNED_LINK_QUERY}$`),
      ENTERPRISE_MESSAGES.licenceRequired,
    ),
  contactName: z
    .string({ error: ENTERPRISE_MESSAGES.contactRequired })
    .trim()
    .min(1, ENTERPRISE_MESSAGES.contactRequired)
    .max(20),
  contactPhone: z
    .string({ error: ENTERPRISE_MESSAGES.telRule })
    .trim()
    .regex(PHONE_OR_TEL_RE, ENTERPRISE_MESSAGES.telRule),
  provinceCode: z
    .string({ error: ENTERPRISE_MESSAGES.areaRequired })
    .regex(/^\d{6}$/, ENTERPRISE_MESSAGES.areaRequired),
  cityCode: z.string({ error: ENTERPRISE_MESSAGES.areaRequired }).regex(/^\d{6}$/, ENTERPRISE_MESSAGES.areaRequired),
  areaCode: z.string({ error: ENTERPRISE_MESSAGES.areaRequired }).regex(/^\d{6}$/, ENTERPRISE_MESSAGES.areaRequired),
  address: z
    .string({ error: ENTERPRISE_MESSAGES.addressRequired })
    .trim()
    .min(1, ENTERPRISE_MESSAGES.addressRequired)
    .max(100),
  /** The business licence's validity end (Beijing date); absent or null = long-term (长期). */
  licenceValidUntil: z
    .string({ error: ENTERPRISE_MESSAGES.licenceDateRule })
    .refine((d) => chinaDateStart(d) !== null, ENTERPRISE_MESSAGES.licenceDateRule)
    .nullable()
    .optional(),
});

export type EnterpriseForm = z.infer<typeof enterpriseFormSchema>;

export const certAuditSchema = z
  .object({
    enterpriseNo: z.string().trim().min(1).max(40),
    approve: z.boolean(),
    reason: z.string().trim().max(200).optional(),
  })
  .refine((v) => v.approve || !!v.reason, { message: ENTERPRISE_MESSAGES.rejectReasonRequired, path: ['reason'] });

export type CertAuditInput = z.infer<typeof certAuditSchema>;

/** An enterprise certification as the member and the sales review see it. */
export const enterpriseCertSchema = z.object({
  enterpriseNo: z.string(),
  companyName: z.string(),
  creditCode: z.string(),
  enterpriseType: z.number(),
  licenceUrl: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  ...areaAnswerFields,
  address: z.string(),
  auditStatus: z.union([z.literal(CertStatus.pending), z.literal(CertStatus.approved), z.literal(CertStatus.rejected)]),
  rejectReason: z.string().nullable(),
  merchantNo: z.string().nullable(),
  /** The business licence's validity end ('YYYY-MM-DD'), null = long-term or not on file. */
  licenceValidUntil: z.string().nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
});

export type EnterpriseCert = z.infer<typeof enterpriseCertSchema>;

/** The sales review list also shows who applied (masked phone). */
export const enterpriseCertForReviewSchema = enterpriseCertSchema.extend({ applicantPhone: z.string() });

export type EnterpriseCertForReview = z.infer<typeof enterpriseCertForReviewSchema>;

/** The review list's filter: a state, or pending and all when absent. */
/** The staff's review list, a page at a time: by status, and a company name or credit code containing the keyword. */
export const certReviewQuerySchema = z.object({
  status: z.coerce.number().int().min(0).max(2).optional(),
  keyword: z.string().trim().max(60).optional(),
  page: pageNumber,
  size: pageSize(10),
});
