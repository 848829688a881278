/** Routes of the account module: sign-in every way, register, reset, profile, identities.
 * Routes: the entries without their schemas (what the web calls); ../endpoints/ adds the schemas.
 */
import { API_PREFIX, reasonOf, route, UPLOAD_MESSAGES } from '../../core/index.ts';
import {
  LOCKOUT_MESSAGES,
  PROFILE_MESSAGES,
  QR_MESSAGES,
  SMS_MESSAGES,
  ACCOUNT_MESSAGES,
} from '../../account/index.ts';

const user = 'user' as const;

const client = 'client' as const;

const A = `${API_PREFIX}/v1/account`;

const codeInvalid = reasonOf(SMS_MESSAGES, 'codeInvalid');

export const ACCOUNT_ROUTES = {
  passwordLogin: route({
    id: 'ACCOUNT.passwordLogin',
    method: 'POST',
    path: `${A}/passwordLogin`,
    auth: 'none',
    refusals: [reasonOf(ACCOUNT_MESSAGES, 'loginFailed'), reasonOf(LOCKOUT_MESSAGES, 'locked')],
  }),
  sessionInfo: route({ id: 'ACCOUNT.sessionInfo', method: 'GET', path: `${A}/getLoginSessionInfo`, auth: user }),
  loginFailures: route({ id: 'ACCOUNT.loginFailures', method: 'GET', path: `${A}/loginFailures`, auth: user }),
  surveyPermission: route({ id: 'ACCOUNT.surveyPermission', method: 'GET', path: `${A}/surveyPermission`, auth: user }),
  logout: route({ id: 'ACCOUNT.logout', method: 'POST', path: `${A}/logout`, auth: user }),
  changeIdentity: route({
    id: 'ACCOUNT.changeIdentity',
    method: 'GET',
    path: `${A}/changeIdentity`,
    auth: user,
    refusals: [reasonOf(ACCOUNT_MESSAGES, 'notYourIdentity')],
  }),
  smsCodeLogin: route({
    id: 'ACCOUNT.smsCodeLogin',
    method: 'POST',
    path: `${A}/smsCodeLogin`,
    auth: client,
    refusals: [codeInvalid],
  }),
  registerLogin: route({
    id: 'ACCOUNT.registerLogin',
    method: 'POST',
    path: `${A}/registerLogin`,
    auth: client,
    refusals: [codeInvalid, reasonOf(SMS_MESSAGES, 'phoneRegistered')],
  }),
  resetPassword: route({
    id: 'ACCOUNT.resetPassword',
    method: 'POST',
    path: `${A}/updatePasswordBySmsCode`,
    auth: client,
    refusals: [codeInvalid],
  }),
  modifyNickname: route({ id: 'ACCOUNT.modifyNickname', method: 'POST', path: `${A}/modifyNickname`, auth: user }),
  /** multipart, field `file` (JPG/PNG, ≤10MB): no body schema. */
  modifyAvatar: route({
    id: 'ACCOUNT.modifyAvatar',
    method: 'POST',
    path: `${A}/modifyAvatar`,
    auth: user,
    refusals: [
      reasonOf(PROFILE_MESSAGES, 'avatarType'),
      reasonOf(UPLOAD_MESSAGES, 'tooManyPixels'),
      reasonOf(UPLOAD_MESSAGES, 'unreadable'),
      reasonOf(PROFILE_MESSAGES, 'avatarTooLarge'),
    ],
  }),
  modifyPhone: route({
    id: 'ACCOUNT.modifyPhone',
    method: 'POST',
    path: `${A}/modifyPhone`,
    auth: user,
    refusals: [
      codeInvalid,
      reasonOf(SMS_MESSAGES, 'phoneRegistered'),
      reasonOf(PROFILE_MESSAGES, 'currentPasswordWrong'),
      reasonOf(PROFILE_MESSAGES, 'samePhone'),
      reasonOf(PROFILE_MESSAGES, 'phoneTaken'),
    ],
  }),
  changePassword: route({
    id: 'ACCOUNT.changePassword',
    method: 'POST',
    path: `${API_PREFIX}/open/v1/account/updatePasswordByOldPwd`,
    auth: user,
    refusals: [reasonOf(PROFILE_MESSAGES, 'oldPasswordWrong')],
  }),
  generateQr: route({ id: 'ACCOUNT.generateQr', method: 'GET', path: `${A}/generateLoginQrCode`, auth: client }),
  confirmQr: route({
    id: 'ACCOUNT.confirmQr',
    method: 'POST',
    path: `${A}/confirmQrLogin`,
    auth: user,
    refusals: [reasonOf(QR_MESSAGES, 'invalid')],
  }),
  pollQr: route({ id: 'ACCOUNT.pollQr', method: 'POST', path: `${A}/loginByQrCode`, auth: client }),
  /** The token intake: a live token of the same sign-on (from an address) exchanged once for this portal's session. */
  tokenLogin: route({ id: 'ACCOUNT.tokenLogin', method: 'POST', path: `${A}/tokenLogin`, auth: client }),
};
