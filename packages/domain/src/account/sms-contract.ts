/** The schemas of sms.ts (zod: kept apart so a page that uses only the constants loads no schema). */
import { z } from 'zod';
import { ACCOUNT_MESSAGES, SMS_CODE_RE } from './validation.ts';
import { mobileSchema, passwordSchema } from './validation-contract.ts';
import { SMS_CHALLENGE, SMS_PURPOSES, SMS_MESSAGES } from './sms.ts';

export const smsCodeSchema = z
  .string({ error: ACCOUNT_MESSAGES.smsCodeRule })
  .trim()
  .regex(SMS_CODE_RE, ACCOUNT_MESSAGES.smsCodeRule);

export const sendSmsCodeSchema = z.object({
  phone: mobileSchema,
  type: z.enum(SMS_PURPOSES, { error: SMS_MESSAGES.purposeRule }),
  /** The human check's answer (SMS_CHALLENGE): the puzzle's id and where the piece was slid to. */
  challengeId: z.string().min(1).max(64).optional(),
  challengeX: z.number().int().min(0).max(SMS_CHALLENGE.width).optional(),
  /** An outside check's answer instead (CAPTCHA_PROVIDER tencent: its ticket and randstr; aliyun: its verify param). */
  captchaTicket: z.string().min(1).max(4096).optional(),
  captchaRandstr: z.string().max(128).optional(),
});

/** A slider puzzle: the background with its gap and the piece (PNG data URLs), the piece's row; no answer. */
export const smsChallengeSchema = z.object({
  challengeId: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  pieceSize: z.number().int(),
  pieceY: z.number().int(),
  background: z.string(),
  piece: z.string(),
});
export type SmsChallenge = z.infer<typeof smsChallengeSchema>;

export const smsLoginSchema = z.object({ phone: mobileSchema, code: smsCodeSchema });

export type SmsLoginInput = z.infer<typeof smsLoginSchema>;

export const registerSchema = z.object({
  phone: mobileSchema,
  code: smsCodeSchema,
  password: passwordSchema,
  /** The user agreement and privacy policy must be accepted. */
  agreement: z.literal(true, { error: SMS_MESSAGES.agreementRequired }),
});

export type RegisterInput = z.infer<typeof registerSchema>;

export const resetPasswordSchema = z.object({ phone: mobileSchema, code: smsCodeSchema, password: passwordSchema });

export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
