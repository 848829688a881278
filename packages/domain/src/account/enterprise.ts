/**
 * Enterprise certification (/auth): the form, its rules, and the review lifecycle a provider sales account
 * performs. A typed state union with its transition table (style guide §7).
 */
import { messages } from '../core/index.ts';

export const ENTERPRISE_MESSAGES = messages('ENTERPRISE', {
  companyRequired: '请输入企业名称',
  companyTooLong: '企业名称不能超过50个字符',
  creditCodeRule: '请输入18位统一社会信用代码',
  typeRequired: '请选择企业类型',
  licenceRequired: '请上传营业执照',
  contactRequired: '请输入联系人',
  telRule: '请输入正确的企业联系电话',
  areaRequired: '请选择所在区域',
  addressRequired: '请输入企业详细地址',
  licenceDateRule: '营业执照有效期请选择正确的日期（长期可不填）',
  alreadySubmitted: '您已提交企业认证，请勿重复提交',
  notEditable: '当前认证状态不可修改',
  notFound: '认证资料不存在',
  notYours: '该认证资料不属于当前账号',
  notPending: '该认证资料已审核，请刷新后查看',
  rejectReasonRequired: '请输入驳回原因',
  creditCodeTaken: '该统一社会信用代码已被认证',
  uploadTooLarge: '认证资料文件大小不能超过10MB',
  uploadType: '仅支持 JPG、PNG 格式的图片或 PDF 文件',
});

/** Words shown on success, as a status or as a prompt: not refusals (nothing refuses with them; `refusal()` takes a catalogue). */
export const ENTERPRISE_WORDS = {
  submitted: '提交成功，请等待审核',
  approved: '审核通过',
  rejected: '已驳回',
  leaveUnsaved: '系统可能不会保存您所做的更改。',
} as const;

/** Upload size limit of part 1 §5: 10 MB. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

export const LICENCE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

/** What an applicant may certify as: second-level dealer or installer (first-level is assigned by the provider). */
export const CERT_ENTERPRISE_TYPES = [
  { value: 2, label: '二级经销商' },
  { value: 3, label: '安装商' },
] as const;

/** Every enterprise type as a certificate names it (the form offers CERT_ENTERPRISE_TYPES; the provider registers the rest). */
export const ENTERPRISE_TYPE_LABEL: Record<number, string> = {
  1: '一级经销商',
  2: '二级经销商',
  3: '安装商',
  4: '二级经销商',
  5: '金牌二级经销商',
  9: '官方',
};

/** 18 characters of the unified social credit code (GB 32100). */
export const CREDIT_CODE_RE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

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

/** Whether a file may be uploaded as a licence (type and the 10 MB limit); the message when not. */
export function licenceFileError(file: { size: number; type: string }): string | null {
  if (!(LICENCE_TYPES as readonly string[]).includes(file.type)) return ENTERPRISE_MESSAGES.uploadType;
  if (file.size > UPLOAD_MAX_BYTES) return ENTERPRISE_MESSAGES.uploadTooLarge;
  return null;
}

/**
 * 企业认证 on the account page (issue 58 §6): the account's own certification's status; an employee has none of its
 * own and is its employer's — 已认证 when the employer is.
 */
export function accountCertLabel(
  user: { employee: boolean; companyName: string | null; auditStatus: number },
  own: CertStatus | null,
): string {
  if (own !== null) return CERT_STATUS_LABEL[own];
  if (user.employee && user.companyName)
    return user.auditStatus === CertStatus.approved
      ? `已认证（所属企业 ${user.companyName}）`
      : `所属企业 ${user.companyName}`;
  return '未认证';
}
