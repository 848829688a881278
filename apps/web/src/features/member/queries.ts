import { API_PREFIX, type ModifyPhoneInput, type UpdatePasswordByOldPwdInput } from '@portal/domain';
import { api } from '../../api/client.ts';
import { refreshSession } from '../../session/session-api.ts';

const A = `${API_PREFIX}/v1/account`;

export async function modifyNickname(nickname: string): Promise<void> {
  await api.post(`${A}/modifyNickname`, { nickname });
  await refreshSession();
}

export async function modifyAvatar(file: File): Promise<void> {
  const form = new FormData();
  form.append('file', file);
  await api.upload(`${A}/modifyAvatar`, form);
  await refreshSession();
}

export async function modifyPhone(input: ModifyPhoneInput): Promise<void> {
  await api.post(`${A}/modifyPhone`, input);
  await refreshSession();
}

export const updatePasswordByOldPwd = (input: UpdatePasswordByOldPwdInput) =>
  api.post<null>(`${API_PREFIX}/open/v1/account/updatePasswordByOldPwd`, input);

export interface LoginFailure {
  time: string;
  ip: string;
}

/** The account's failed password sign-ins of the last 30 days (time, address), newest first. */
export const loginFailures = () => api.get<LoginFailure[]>(`${A}/loginFailures`);
