import { messages } from '../core/index.ts';

/** Part 1 §5 messages, used to the letter by the forms and the server. */
export const ACCOUNT_MESSAGES = messages('ACCOUNT', {
  passwordRequired: '请输入密码',
  passwordRule: '密码为8-16位，不能包含空格，且至少包含数字、小写字母、大写字母、特殊字符中的3种',
  phoneRequired: '请输入手机号',
  phoneRule: '请输入正确的手机号',
  accountRequired: '请输入账号',
  loginFailed: '账号或密码错误',
  smsCodeRule: '请输入6位数字验证码',
  emailRule: '请输入正确的邮箱',
  telRule: '请输入正确的联系电话',
  notYourIdentity: '该身份不属于当前账号',
});

export const PASSWORD_MIN = 8;

export const PASSWORD_MAX = 16;

/** Number of character classes (digit, lowercase, uppercase, special) present. */
export function passwordClassCount(pw: string): number {
  let n = 0;
  if (/\d/.test(pw)) n++;
  if (/[a-z]/.test(pw)) n++;
  if (/[A-Z]/.test(pw)) n++;
  if (/[^\da-zA-Z\s]/.test(pw)) n++;
  return n;
}

/** 8-16 characters, no whitespace, at least 3 of 4 classes. */
export function isValidPassword(pw: string): boolean {
  return pw.length >= PASSWORD_MIN && pw.length <= PASSWORD_MAX && !/\s/.test(pw) && passwordClassCount(pw) >= 3;
}

export const MOBILE_RE = /^1\d{10}$/;

/** Landline 0xx(x)-xxxxxxx(x) or a mobile starting 13-19. */
export const PHONE_OR_TEL_RE = /^(0\d{2,3}-\d{7,8}|1[3-9]\d{9})$/;

export const SMS_CODE_RE = /^\d{6}$/;

export const isMobile = (s: string): boolean => MOBILE_RE.test(s);

/** First 3 digits, stars, then the last 4 digits. */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  if (phone.length <= 7) return phone.slice(0, 3) + '*'.repeat(Math.max(phone.length - 3, 0));
  return phone.slice(0, 3) + '****' + phone.slice(-4);
}
