/** Member-centre account settings: nickname, avatar, phone change and password change (part 1 §2, §5, §7). */
import { z } from 'zod';
import { smsCodeSchema } from './sms.ts';
import { ACCOUNT_MESSAGES, mobileSchema, passwordSchema } from './validation.ts';
import { messages } from '../core/index.ts';

export const PROFILE_MESSAGES = messages('PROFILE', {
  nicknameRequired: '请输入昵称',
  nicknameTooLong: '昵称不能超过20个字符',
  oldPasswordRequired: '请输入原密码',
  oldPasswordWrong: '原密码错误',
  currentPasswordWrong: '当前密码错误',
  samePassword: '新密码不能与原密码相同',
  samePhone: '新手机号不能与当前手机号相同',
  phoneTaken: '该手机号已被其他账号使用',
  saved: '保存成功',
  phoneChanged: '手机号修改成功，请使用新手机号登录',
  passwordChanged: '密码修改成功',
  avatarType: '头像仅支持 JPG、PNG 格式的图片',
  avatarTooLarge: '上传文件大小不能超过10MB',
});

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
