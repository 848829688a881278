/**
 * Enterprise certification (/auth): the form, its rules, and the review lifecycle a provider sales account
 * performs. A typed state union with its transition table (style guide §7).
 */
import { z } from 'zod';
import { PHONE_OR_TEL_RE } from './validation.ts';
import { messages } from '../core/index.ts';
import { areaAnswerFields } from '../dealer/index.ts';

export const ENTERPRISE_MESSAGES = messages('ENTERPRISE', {
  companyRequired: '请输入企业名称',
  companyTooLong: '企业名称不能超过50个字符',
  creditCodeRule: '请输入18位统一社会信用代码',
  typeRequired: '请选择企业类型',
  licenceRequired: '请上传营业执照',
  contactRequired: '请输入联系人',
  telRule: '请输入正确的联系电话',
  areaRequired: '请选择所在区域',
  addressRequired: '请输入详细地址',
  alreadySubmitted: '您已提交企业认证，请勿重复提交',
  notEditable: '当前认证状态不可修改',
  notFound: '认证资料不存在',
  notYours: '该认证资料不属于当前账号',
  notPending: '该认证资料已审核，请刷新后查看',
  rejectReasonRequired: '请输入驳回原因',
  creditCodeTaken: '该统一社会信用代码已被认证',
  uploadTooLarge: '上传文件大小不能超过10MB',
  uploadType: '仅支持 JPG、PNG 格式的图片或 PDF 文件',
  submitted: '提交成功，请等待审核',
  approved: '审核通过',
  rejected: '已驳回',
  leaveUnsaved: '系统可能不会保存您所做的更改。',
});

/** Upload size limit of part 1 §5: 10 MB. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const LICENCE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

/** What an applicant may certify as: second-level dealer or installer (first-level is assigned by the provider). */
export const CERT_ENTERPRISE_TYPES = [
  { value: 2, label: '二级经销商' },
  { value: 3, label: '安装商' },
] as const;

/** 18 characters of the unified social credit code (GB 32100). */
export const CREDIT_CODE_RE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

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
    .regex(/^\/static\/uploads\//, ENTERPRISE_MESSAGES.licenceRequired),
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
});
export type EnterpriseForm = z.infer<typeof enterpriseFormSchema>;

/** Review states: 0 pending, 1 approved, 2 rejected. */
export const CertStatus = { pending: 0, approved: 1, rejected: 2 } as const;
export type CertStatus = (typeof CertStatus)[keyof typeof CertStatus];
export const CERT_STATUS_LABEL: Record<CertStatus, string> = { 0: '审核中', 1: '已认证', 2: '已驳回' };

export type CertAction = 'resubmit' | 'approve' | 'reject';
const TRANSITIONS: Record<CertStatus, Partial<Record<CertAction, CertStatus>>> = {
  [CertStatus.pending]: { resubmit: CertStatus.pending, approve: CertStatus.approved, reject: CertStatus.rejected },
  [CertStatus.rejected]: { resubmit: CertStatus.pending },
  [CertStatus.approved]: {},
};

/** The state after an action, or null when the action is not allowed from that state. */
export function certTransition(from: CertStatus, action: CertAction): CertStatus | null {
  return TRANSITIONS[from][action] ?? null;
}

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
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type EnterpriseCert = z.infer<typeof enterpriseCertSchema>;

/** The sales review list also shows who applied (masked phone). */
export const enterpriseCertForReviewSchema = enterpriseCertSchema.extend({ applicantPhone: z.string() });
export type EnterpriseCertForReview = z.infer<typeof enterpriseCertForReviewSchema>;

/** The review list's filter: a state, or pending and all when absent. */
export const certReviewQuerySchema = z.object({ status: z.coerce.number().int().min(0).max(2).optional() });

/** Whether a file may be uploaded as a licence (type and the 10 MB limit); the message when not. */
export function licenceFileError(file: { size: number; type: string }): string | null {
  if (!(LICENCE_TYPES as readonly string[]).includes(file.type)) return ENTERPRISE_MESSAGES.uploadType;
  if (file.size > UPLOAD_MAX_BYTES) return ENTERPRISE_MESSAGES.uploadTooLarge;
  return null;
}
