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
export const sendSmsCode = (
  phone: string,
  type: SmsPurpose,
  answer:
    { challengeId: string; challengeX: number } | { captchaTicket: string; captchaRandstr?: string } | null = null,
) =>
  api.call(SMS_ROUTES.sendCode, {
    body: { phone, type, ...answer },
    ...(type === 'changePhone' ? {} : { auth: 'basic' }),
    // the human check's refusals open the puzzle instead of a toast (SmsCodeField)
    silent: true,
  });

/** The server's slider puzzle for the SMS human check (SMS_CHALLENGE). */
export const smsChallenge = () => api.call(SMS_ROUTES.challenge, { auth: 'basic' });

export const smsCodeLogin = (input: SmsLoginInput) => api.call(A.smsCodeLogin, { body: input, auth: 'basic' });
export const registerLogin = (input: RegisterInput) => api.call(A.registerLogin, { body: input, auth: 'basic' });
export const updatePasswordBySmsCode = (input: ResetPasswordInput) =>
  api.call(A.resetPassword, { body: input, auth: 'basic' });
