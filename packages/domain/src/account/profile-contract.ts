/** The schemas of profile.ts (zod: kept apart so a page that uses only the constants loads no schema). */
import { z } from 'zod';
import { smsCodeSchema } from './sms-contract.ts';
import { ACCOUNT_MESSAGES } from './validation.ts';
import { mobileSchema, passwordSchema } from './validation-contract.ts';
import { PROFILE_MESSAGES } from './profile.ts';

export const modifyNicknameSchema = z.object({
  nickname: z
    .string({ error: PROFILE_MESSAGES.nicknameRequired })
    .trim()
    .min(1, PROFILE_MESSAGES.nicknameRequired)
    .max(20, PROFILE_MESSAGES.nicknameTooLong),
});

export const modifyPhoneSchema = z.object({
  phone: mobileSchema,
  code: smsCodeSchema,
  /** The current password confirms it is the owner. */
  password: z.string({ error: ACCOUNT_MESSAGES.passwordRequired }).min(1, ACCOUNT_MESSAGES.passwordRequired).max(64),
});

export type ModifyPhoneInput = z.infer<typeof modifyPhoneSchema>;

export const updatePasswordByOldPwdSchema = z
  .object({
    oldPassword: z
      .string({ error: PROFILE_MESSAGES.oldPasswordRequired })
      .min(1, PROFILE_MESSAGES.oldPasswordRequired)
      .max(64),
    password: passwordSchema,
  })
  .refine((v) => v.oldPassword !== v.password, { message: PROFILE_MESSAGES.samePassword, path: ['password'] });

export type UpdatePasswordByOldPwdInput = z.infer<typeof updatePasswordByOldPwdSchema>;
