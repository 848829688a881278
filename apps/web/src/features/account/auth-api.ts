import {
  API_PREFIX,
  type LoginResult,
  type RegisterInput,
  type ResetPasswordInput,
  type SmsLoginInput,
  type SmsPurpose,
} from '@portal/domain';
import { api } from '../../api/client.ts';

const A = `${API_PREFIX}/v1/account`;

/** Send an SMS code (guests with the basic client credential; a logged-in user for changePhone). */
export function sendSmsCode(phone: string, type: SmsPurpose): Promise<null> {
  return api.post<null>(
    `${API_PREFIX}/open/v3/message/verifycode`,
    { phone, type },
    type === 'changePhone' ? {} : { auth: 'basic' },
  );
}

export const smsCodeLogin = (input: SmsLoginInput) =>
  api.post<LoginResult>(`${A}/smsCodeLogin`, input, { auth: 'basic' });
export const registerLogin = (input: RegisterInput) =>
  api.post<LoginResult>(`${A}/registerLogin`, input, { auth: 'basic' });
export const updatePasswordBySmsCode = (input: ResetPasswordInput) =>
  api.post<null>(`${A}/updatePasswordBySmsCode`, input, { auth: 'basic' });
