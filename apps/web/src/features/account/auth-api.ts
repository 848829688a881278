import {
  ACCOUNT_ROUTES as A,
  SMS_ROUTES,
  type RegisterInput,
  type ResetPasswordInput,
  type SmsLoginInput,
  type SmsPurpose,
} from '@portal/domain';
import { api } from '../../api/client.ts';

/** Send an SMS code (guests with the client credential; a logged-in user for changePhone). */
export const sendSmsCode = (phone: string, type: SmsPurpose) =>
  api.call(SMS_ROUTES.sendCode, { body: { phone, type }, ...(type === 'changePhone' ? {} : { auth: 'basic' }) });

export const smsCodeLogin = (input: SmsLoginInput) => api.call(A.smsCodeLogin, { body: input, auth: 'basic' });
export const registerLogin = (input: RegisterInput) => api.call(A.registerLogin, { body: input, auth: 'basic' });
export const updatePasswordBySmsCode = (input: ResetPasswordInput) =>
  api.call(A.resetPassword, { body: input, auth: 'basic' });
