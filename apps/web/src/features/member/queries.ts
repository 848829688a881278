import { ACCOUNT_ROUTES as A, type ModifyPhoneInput, type UpdatePasswordByOldPwdInput } from '@portal/domain';
import { api } from '../../api/client.ts';
import { refreshSession } from '../../session/session-api.ts';

export async function modifyNickname(nickname: string): Promise<void> {
  await api.call(A.modifyNickname, { body: { nickname } });
  await refreshSession();
}

export async function modifyAvatar(file: File): Promise<void> {
  const form = new FormData();
  form.append('file', file);
  await api.upload(A.modifyAvatar.path, form);
  await refreshSession();
}

export async function modifyPhone(input: ModifyPhoneInput): Promise<void> {
  await api.call(A.modifyPhone, { body: input });
  await refreshSession();
}

export const updatePasswordByOldPwd = (input: UpdatePasswordByOldPwdInput) =>
  api.call(A.changePassword, { body: input });

/** The account's failed password sign-ins of the last 30 days (time, address), newest first. */
export const loginFailures = () => api.call(A.loginFailures);
