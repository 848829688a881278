/**
 * The provider's staff (业务员, user type 20) and the invitations that bring accounts in (issue 42 §2): the first
 * staff account is made by the admin command on the server (`npm run admin`); staff invite more staff in the portal;
 * an invited account has no password until its owner accepts the invitation with the code of the SMS and sets one.
 * The same invitation serves any account made for someone else — an imported dealer's owner too (`kind`).
 */
import { z } from 'zod';
import { messages } from '../core/index.ts';
import { ACCOUNT_MESSAGES } from './validation.ts';
import { mobileSchema, passwordSchema } from './validation-contract.ts';

/** Account status (account.status): 1 normal; 2 invited, not yet accepted (no sign-in until the password is set). */
export const ACCOUNT_STATUS = { active: 1, invited: 2 } as const;

export const INVITATION_RULES = {
  /** Digits of the invitation code the SMS carries. */
  codeLength: 8,
  /** Days an invitation stays open. */
  ttlDays: 7,
  /** Wrong codes before the invitation is burnt (a new one must be sent). */
  maxAttempts: 5,
  nicknameMax: 20,
  /**
   * An invitation an import puts in is sent after the import commits, by the queue (issue 61 §4): a message the SMS
   * provider refuses is tried again after these waits (seconds), then left for staff to see.
   */
  sendRetrySeconds: [30, 120, 600, 3600, 21600],
} as const;

/** Seconds before the next try after `attempts` failed sends; null when no try is left. */
export function invitationRetryAfter(attempts: number): number | null {
  return INVITATION_RULES.sendRetrySeconds[attempts - 1] ?? null;
}

/** Who an invitation is for: a staff member, or the owner of a dealer the provider put in (imports). */
export const INVITATION_KINDS = ['staff', 'dealerOwner'] as const;
export type InvitationKind = (typeof INVITATION_KINDS)[number];
export const INVITATION_KIND_LABELS: Record<InvitationKind, string> = {
  staff: '业务员',
  dealerOwner: '经销商负责人',
};

export const INVITATION_STATUSES = ['pending', 'accepted', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export const INVITATION_STATUS_LABELS: Record<InvitationStatus, string> = {
  pending: '待接受',
  accepted: '已接受',
  expired: '已失效',
};

export const INVITATION_MESSAGES = messages('INVITATION', {
  phoneTaken: '该手机号已有账号，无法再次邀请',
  alreadyAccepted: '该业务员已接受邀请',
  invalid: '邀请码错误或已失效，请联系邀请人重新发送',
  nicknameRule: `姓名不超过${INVITATION_RULES.nicknameMax}个字`,
});

/** Words shown on success, as a status or as a prompt: not refusals (nothing refuses with them; `refusal()` takes a catalogue). */
export const INVITATION_WORDS = {
  sent: '邀请短信已发送',
  accepted: '密码设置成功，已为您登录',
} as const;

/** The invitation SMS (the outbox keeps it whole; a real provider's template takes the code as its one parameter). */
export function invitationText(brandName: string, kind: InvitationKind, code: string): string {
  return (
    `【${brandName}】您已被邀请开通${brandName}门户${INVITATION_KIND_LABELS[kind]}账号，邀请码 ${code}，` +
    `${INVITATION_RULES.ttlDays}天内有效。请打开门户登录页的“接受邀请”，用本手机号和邀请码设置密码。`
  );
}

const nicknameSchema = z
  .string()
  .trim()
  .max(INVITATION_RULES.nicknameMax, INVITATION_MESSAGES.nicknameRule)
  .optional()
  .transform((v) => v || null);

export const inviteStaffSchema = z.object({ phone: mobileSchema, nickname: nicknameSchema });

export const acceptInvitationSchema = z.object({
  phone: mobileSchema,
  code: z
    .string({ error: INVITATION_MESSAGES.invalid })
    .trim()
    .regex(new RegExp(`^\\d{${INVITATION_RULES.codeLength}}$`), INVITATION_MESSAGES.invalid),
  password: passwordSchema,
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;

export const staffMemberSchema = z.object({
  accountNo: z.string(),
  phone: z.string(),
  nickname: z.string().nullable(),
  /** active: signs in; invited: the invitation is not accepted yet. */
  status: z.enum(['active', 'invited']),
  createdAt: z.string(),
  /** The latest invitation of this account, if it came in by one. */
  invitation: z
    .object({
      status: z.enum(INVITATION_STATUSES),
      invitedBy: z.string().nullable(),
      sentAt: z.string(),
      expiresAt: z.string(),
      acceptedAt: z.string().nullable(),
    })
    .nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** The admin command's and the forms' check of a new password: the one rule, its one message. */
export function passwordProblem(password: string): string | null {
  const r = passwordSchema.safeParse(password);
  return r.success ? null : (r.error.issues[0]?.message ?? ACCOUNT_MESSAGES.passwordRule);
}
