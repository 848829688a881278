/** QR login (part 1 §7: generateLoginQrCode → a code shown as a QR image → confirmed from a logged-in session → loginByQrCode polling). */
import { z } from 'zod';
import { messages } from '../core/index.ts';

export const QR_LOGIN = {
  /** A code lives this long; the page offers a refresh after. */
  ttlSeconds: 120,
  /** The sign-on page polls this often. */
  pollMs: 2000,
} as const;

export const qrLoginStatuses = ['waiting', 'confirmed', 'expired'] as const;
export type QrLoginStatus = (typeof qrLoginStatuses)[number];

export const QR_MESSAGES = messages('QR', {
  invalid: '二维码已失效，请刷新后重新扫码',
  confirmed: '已确认登录',
});

export const qrCodeSchema = z.object({
  qrCode: z
    .string()
    .trim()
    .regex(/^[\w-]{20,80}$/, QR_MESSAGES.invalid),
});

/** loginByQrCode's answer: the token once a logged-in session confirmed the code. */
export const qrLoginPollSchema = z.object({
  status: z.enum(qrLoginStatuses),
  token: z.string().optional(),
  expireAt: z.string().optional(),
});
export type QrLoginPoll = z.infer<typeof qrLoginPollSchema>;
/** generateLoginQrCode's answer: the code, its image (data URL) and when it stops working. */
export const qrLoginCodeSchema = z.object({ qrCode: z.string(), qrImage: z.string(), expireAt: z.string() });

/** The address a QR image carries: the confirmation page of the sign-on site. */
export const qrConfirmUrl = (origin: string, code: string): string =>
  `${origin}/sso/qrConfirm?code=${encodeURIComponent(code)}`;
