/**
 * Endpoints of the identity module (sign-in every way, register, reset, profile, identities), of the SMS code and of
 * payment (the pay page, the wallet, refunds). The channels' own notifications (raw signed bodies, no envelope) stay
 * outside the table.
 */
import { z } from 'zod';
import { LOCKOUT_MESSAGES } from '../../account/limits.ts';
import {
  modifyNicknameSchema,
  modifyPhoneSchema,
  PROFILE_MESSAGES,
  updatePasswordByOldPwdSchema,
} from '../../account/profile.ts';
import { QR_MESSAGES, qrCodeSchema, qrLoginCodeSchema, qrLoginPollSchema } from '../../account/qr-login.ts';
import { loginResultSchema, type SessionUser } from '../../account/session.ts';
import {
  registerSchema,
  resetPasswordSchema,
  sendSmsCodeSchema,
  smsLoginSchema,
  SMS_MESSAGES,
} from '../../account/sms.ts';
import { ACCOUNT_MESSAGES, passwordLoginSchema } from '../../account/validation.ts';
import {
  PAYMENT_API,
  PAYMENT_MESSAGES,
  payableRefSchema,
  payStatusSchema,
  paySummarySchema,
  paymentNoSchema,
  qrPayBodySchema,
  qrPaymentSchema,
  walletBalanceSchema,
  walletDetailSchema,
  walletPaidSchema,
  walletUrlBodySchema,
  walletUrlSchema,
} from '../../payment/contract.ts';
import {
  orderRefundsQuerySchema,
  REFUND_API,
  REFUND_MESSAGES,
  refundBodySchema,
  refundSchema,
} from '../../payment/refund.ts';
import { API_PREFIX } from '../../core/envelope.ts';
import { endpoint, noData } from '../../core/endpoint.ts';
import { reasonOf } from '../../core/refusals.ts';

const user = 'user' as const;
const client = 'client' as const;
const A = `${API_PREFIX}/v1/account`;

const identitySchema = z.object({ merchantNo: z.string(), merchantType: z.number(), chooseOn: z.boolean() });
const sessionUserObject = z.object({
  id: z.number(),
  accountNo: z.string(),
  phone: z.string(),
  phonePlainText: z.string(),
  nickname: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  userType: z.number(),
  authStatus: z.number(),
  auditStatus: z.number(),
  isHikSales: z.boolean(),
  employee: z.boolean(),
  employeeType: z.number().nullable(),
  enterpriseType: z.number().nullable(),
  memberLevel: z.number(),
  merchantNo: z.string().nullable(),
  companyName: z.string().nullable(),
  provinceName: z.string().nullable(),
  cityName: z.string().nullable(),
  smb: z.boolean(),
  isBd: z.boolean(),
  employeeOfMerchantNo: z.string().nullable(),
  hasStore: z.boolean(),
  storeType: z.number().nullable(),
  groupBinds: z.array(z.object({ title: z.string(), tagName: z.string() })),
  willFreeze: z.boolean(),
  engineer: z.boolean(),
  engineerStatus: z.number(),
  personAuthStatus: z.number(),
  hasBindFirstDistributor: z.boolean(),
  multiIdentity: z.array(identitySchema),
  isMultRole: z.boolean(),
  surveyPermission: z.boolean(),
});
// The schema names every field of SessionUser and no other (a field added to one side fails the type check).
type FieldsApart =
  | Exclude<keyof SessionUser, keyof typeof sessionUserObject.shape>
  | Exclude<keyof typeof sessionUserObject.shape, keyof SessionUser>;
const sameFields: [FieldsApart] extends [never] ? true : false = true;
void sameFields;
/** The user data of part 1 §3 (SessionUser), as getLoginSessionInfo answers it. */
export const sessionUserSchema = sessionUserObject as unknown as z.ZodType<SessionUser>;

const codeInvalid = reasonOf(SMS_MESSAGES, 'codeInvalid');

export const ACCOUNT_ENDPOINTS = {
  passwordLogin: endpoint({
    method: 'POST',
    path: `${A}/passwordLogin`,
    auth: 'none',
    body: passwordLoginSchema,
    data: loginResultSchema,
    refusals: [reasonOf(ACCOUNT_MESSAGES, 'loginFailed'), reasonOf(LOCKOUT_MESSAGES, 'locked')],
  }),
  sessionInfo: endpoint({ method: 'GET', path: `${A}/getLoginSessionInfo`, auth: user, data: sessionUserSchema }),
  loginFailures: endpoint({
    method: 'GET',
    path: `${A}/loginFailures`,
    auth: user,
    data: z.array(z.object({ time: z.string(), ip: z.string() })),
  }),
  surveyPermission: endpoint({ method: 'GET', path: `${A}/surveyPermission`, auth: user, data: z.boolean() }),
  logout: endpoint({ method: 'POST', path: `${A}/logout`, auth: user, data: noData }),
  changeIdentity: endpoint({
    method: 'GET',
    path: `${A}/changeIdentity`,
    auth: user,
    query: z.object({ merchantNo: z.string().trim().min(1).max(40) }),
    data: noData,
    refusals: [reasonOf(ACCOUNT_MESSAGES, 'notYourIdentity')],
  }),
  smsCodeLogin: endpoint({
    method: 'POST',
    path: `${A}/smsCodeLogin`,
    auth: client,
    body: smsLoginSchema,
    data: loginResultSchema,
    refusals: [codeInvalid],
  }),
  registerLogin: endpoint({
    method: 'POST',
    path: `${A}/registerLogin`,
    auth: client,
    body: registerSchema,
    data: loginResultSchema,
    refusals: [codeInvalid, reasonOf(SMS_MESSAGES, 'phoneRegistered')],
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: `${A}/updatePasswordBySmsCode`,
    auth: client,
    body: resetPasswordSchema,
    data: noData,
    refusals: [codeInvalid],
  }),
  modifyNickname: endpoint({
    method: 'POST',
    path: `${A}/modifyNickname`,
    auth: user,
    body: modifyNicknameSchema,
    data: noData,
  }),
  /** multipart, field `file` (JPG/PNG, ≤10MB): no body schema. */
  modifyAvatar: endpoint({
    method: 'POST',
    path: `${A}/modifyAvatar`,
    auth: user,
    data: z.object({ url: z.string() }),
    refusals: [reasonOf(PROFILE_MESSAGES, 'avatarType')],
  }),
  modifyPhone: endpoint({
    method: 'POST',
    path: `${A}/modifyPhone`,
    auth: user,
    body: modifyPhoneSchema,
    data: noData,
    refusals: [codeInvalid, reasonOf(SMS_MESSAGES, 'phoneRegistered')],
  }),
  changePassword: endpoint({
    method: 'POST',
    path: `${API_PREFIX}/open/v1/account/updatePasswordByOldPwd`,
    auth: user,
    body: updatePasswordByOldPwdSchema,
    data: noData,
  }),
  generateQr: endpoint({
    method: 'GET',
    path: `${A}/generateLoginQrCode`,
    auth: client,
    data: qrLoginCodeSchema,
  }),
  confirmQr: endpoint({
    method: 'POST',
    path: `${A}/confirmQrLogin`,
    auth: user,
    body: qrCodeSchema,
    data: noData,
    refusals: [reasonOf(QR_MESSAGES, 'invalid')],
  }),
  pollQr: endpoint({
    method: 'POST',
    path: `${A}/loginByQrCode`,
    auth: client,
    body: qrCodeSchema,
    data: qrLoginPollSchema,
  }),
  /** The token intake: a live token of the same sign-on (from an address) exchanged once for this portal's session. */
  tokenLogin: endpoint({
    method: 'POST',
    path: `${A}/tokenLogin`,
    auth: client,
    body: z.object({ token: z.string().trim().min(20).max(200) }),
    data: loginResultSchema,
  }),
};

export const SMS_ENDPOINTS = {
  /** login / register / reset / changePhone (changePhone needs a signed-in user; the others the client credential). */
  sendCode: endpoint({
    method: 'POST',
    path: `${API_PREFIX}/open/v3/message/verifycode`,
    auth: client,
    body: sendSmsCodeSchema,
    data: noData,
    refusals: [
      reasonOf(SMS_MESSAGES, 'phoneRegistered'),
      reasonOf(SMS_MESSAGES, 'deliveryFailed'),
      reasonOf(SMS_MESSAGES, 'tooSoon'),
      reasonOf(SMS_MESSAGES, 'dailyLimit'),
    ],
  }),
};

const payRefusals = [
  reasonOf(PAYMENT_MESSAGES, 'notFound'),
  reasonOf(PAYMENT_MESSAGES, 'notPayable'),
  reasonOf(PAYMENT_MESSAGES, 'alreadyPaid'),
  reasonOf(PAYMENT_MESSAGES, 'closed'),
  reasonOf(PAYMENT_MESSAGES, 'expired'),
];

export const PAYMENT_ENDPOINTS = {
  summary: endpoint({
    method: 'GET',
    path: PAYMENT_API.summary,
    auth: user,
    query: payableRefSchema,
    data: paySummarySchema,
    refusals: payRefusals,
  }),
  qrcode: endpoint({
    method: 'POST',
    path: PAYMENT_API.qrcode,
    auth: user,
    body: qrPayBodySchema,
    data: qrPaymentSchema,
    refusals: [...payRefusals, reasonOf(PAYMENT_MESSAGES, 'channelUnavailable')],
  }),
  status: endpoint({
    method: 'GET',
    path: PAYMENT_API.status,
    auth: user,
    query: payableRefSchema,
    data: payStatusSchema,
  }),
  walletUrl: endpoint({
    method: 'POST',
    path: PAYMENT_API.walletUrl,
    auth: user,
    body: walletUrlBodySchema,
    data: walletUrlSchema,
    refusals: [...payRefusals, reasonOf(PAYMENT_MESSAGES, 'walletTerminal')],
  }),
  walletBalance: endpoint({ method: 'GET', path: PAYMENT_API.walletBalance, auth: user, data: walletBalanceSchema }),
  walletDetail: endpoint({
    method: 'GET',
    path: PAYMENT_API.walletDetail,
    auth: user,
    query: paymentNoSchema,
    data: walletDetailSchema,
    refusals: [reasonOf(PAYMENT_MESSAGES, 'paymentNotFound')],
  }),
  walletPay: endpoint({
    method: 'POST',
    path: PAYMENT_API.walletPay,
    auth: user,
    body: paymentNoSchema,
    data: walletPaidSchema,
    refusals: [
      ...payRefusals,
      reasonOf(PAYMENT_MESSAGES, 'walletShort'),
      reasonOf(PAYMENT_MESSAGES, 'walletNoAccount'),
    ],
  }),
};

export const REFUND_ENDPOINTS = {
  refund: endpoint({
    method: 'POST',
    path: REFUND_API.refund,
    auth: user,
    body: refundBodySchema,
    data: refundSchema,
    refusals: [
      reasonOf(REFUND_MESSAGES, 'staffOnly'),
      reasonOf(REFUND_MESSAGES, 'paymentNotFound'),
      reasonOf(REFUND_MESSAGES, 'notPaid'),
      reasonOf(REFUND_MESSAGES, 'walletNotSupported'),
      reasonOf(REFUND_MESSAGES, 'tooMuch'),
      reasonOf(REFUND_MESSAGES, 'channelFailed'),
    ],
  }),
  list: endpoint({ method: 'GET', path: REFUND_API.list, auth: user, data: z.array(refundSchema) }),
  ofOrder: endpoint({
    method: 'GET',
    path: REFUND_API.ofOrder,
    auth: user,
    query: orderRefundsQuerySchema,
    data: z.array(refundSchema),
  }),
};
