/** Endpoints of the account module: sign-in every way, register, reset, profile, identities. */
import { z } from 'zod';
import {
  LOCKOUT_MESSAGES,
  modifyNicknameSchema,
  modifyPhoneSchema,
  PROFILE_MESSAGES,
  updatePasswordByOldPwdSchema,
  QR_MESSAGES,
  qrCodeSchema,
  qrLoginCodeSchema,
  qrLoginPollSchema,
  loginResultSchema,
  type SessionUser,
  registerSchema,
  resetPasswordSchema,
  smsLoginSchema,
  SMS_MESSAGES,
  ACCOUNT_MESSAGES,
  passwordLoginSchema,
} from '../../account/index.ts';
import { API_PREFIX, endpoint, noData, reasonOf } from '../../core/index.ts';

const user = 'user' as const;
const client = 'client' as const;
const A = `${API_PREFIX}/v1/account`;
const identitySchema = z.object({
  merchantNo: z.string(),
  merchantType: z.number(),
  chooseOn: z.boolean(),
});

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
  sessionInfo: endpoint({
    method: 'GET',
    path: `${A}/getLoginSessionInfo`,
    auth: user,
    data: sessionUserSchema,
  }),
  loginFailures: endpoint({
    method: 'GET',
    path: `${A}/loginFailures`,
    auth: user,
    data: z.array(z.object({ time: z.string(), ip: z.string() })),
  }),
  surveyPermission: endpoint({
    method: 'GET',
    path: `${A}/surveyPermission`,
    auth: user,
    data: z.boolean(),
  }),
  logout: endpoint({
    method: 'POST',
    path: `${A}/logout`,
    auth: user,
    data: noData,
  }),
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
    refusals: [
      codeInvalid,
      reasonOf(SMS_MESSAGES, 'phoneRegistered'),
      reasonOf(PROFILE_MESSAGES, 'currentPasswordWrong'),
      reasonOf(PROFILE_MESSAGES, 'samePhone'),
    ],
  }),
  changePassword: endpoint({
    method: 'POST',
    path: `${API_PREFIX}/open/v1/account/updatePasswordByOldPwd`,
    auth: user,
    body: updatePasswordByOldPwdSchema,
    data: noData,
    refusals: [reasonOf(PROFILE_MESSAGES, 'oldPasswordWrong')],
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
