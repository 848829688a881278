/** Endpoints of the account module: sign-in every way, register, reset, profile, identities. */
import { ACCOUNT_ROUTES } from '../routes/account.ts';
import { z } from 'zod';
import {
  modifyNicknameSchema,
  modifyPhoneSchema,
  updatePasswordByOldPwdSchema,
  qrCodeSchema,
  qrLoginCodeSchema,
  qrLoginPollSchema,
  loginResultSchema,
  type SessionUser,
  registerSchema,
  resetPasswordSchema,
  smsLoginSchema,
  passwordLoginSchema,
} from '../../account/index.ts';
import { endpoint, noData } from '../../core/index.ts';

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
  freezeOn: z.string().nullable().optional(),
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

export const ACCOUNT_ENDPOINTS = {
  passwordLogin: endpoint({ ...ACCOUNT_ROUTES.passwordLogin, body: passwordLoginSchema, data: loginResultSchema }),
  sessionInfo: endpoint({ ...ACCOUNT_ROUTES.sessionInfo, data: sessionUserSchema }),
  loginFailures: endpoint({
    ...ACCOUNT_ROUTES.loginFailures,
    data: z.array(z.object({ time: z.string(), ip: z.string() })),
  }),
  surveyPermission: endpoint({ ...ACCOUNT_ROUTES.surveyPermission, data: z.boolean() }),
  logout: endpoint({ ...ACCOUNT_ROUTES.logout, data: noData }),
  changeIdentity: endpoint({
    ...ACCOUNT_ROUTES.changeIdentity,
    query: z.object({ merchantNo: z.string().trim().min(1).max(40) }),
    data: noData,
  }),
  smsCodeLogin: endpoint({ ...ACCOUNT_ROUTES.smsCodeLogin, body: smsLoginSchema, data: loginResultSchema }),
  registerLogin: endpoint({ ...ACCOUNT_ROUTES.registerLogin, body: registerSchema, data: loginResultSchema }),
  resetPassword: endpoint({ ...ACCOUNT_ROUTES.resetPassword, body: resetPasswordSchema, data: noData }),
  modifyNickname: endpoint({ ...ACCOUNT_ROUTES.modifyNickname, body: modifyNicknameSchema, data: noData }),
  modifyAvatar: endpoint({ ...ACCOUNT_ROUTES.modifyAvatar, data: z.object({ url: z.string() }) }),
  modifyPhone: endpoint({ ...ACCOUNT_ROUTES.modifyPhone, body: modifyPhoneSchema, data: noData }),
  changePassword: endpoint({ ...ACCOUNT_ROUTES.changePassword, body: updatePasswordByOldPwdSchema, data: noData }),
  generateQr: endpoint({ ...ACCOUNT_ROUTES.generateQr, data: qrLoginCodeSchema }),
  confirmQr: endpoint({ ...ACCOUNT_ROUTES.confirmQr, body: qrCodeSchema, data: noData }),
  pollQr: endpoint({ ...ACCOUNT_ROUTES.pollQr, body: qrCodeSchema, data: qrLoginPollSchema }),
  tokenLogin: endpoint({
    ...ACCOUNT_ROUTES.tokenLogin,
    body: z.object({ token: z.string().trim().min(20).max(200) }),
    data: loginResultSchema,
  }),
};
