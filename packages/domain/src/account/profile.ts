/** Member-centre account settings: nickname, avatar, phone change and password change (part 1 §2, §5, §7). */
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
  avatarType: '头像仅支持 JPG、PNG 格式的图片',
  avatarTooLarge: '头像文件大小不能超过10MB',
});

/** Words shown on success, as a status or as a prompt: not refusals (nothing refuses with them; `refusal()` takes a catalogue). */
export const PROFILE_WORDS = {
  saved: '保存成功',
  phoneChanged: '手机号修改成功，请使用新手机号登录',
  passwordChanged: '密码修改成功',
} as const;
