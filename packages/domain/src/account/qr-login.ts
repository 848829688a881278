/** QR login (part 1 §7: generateLoginQrCode → a code shown as a QR image → confirmed from a logged-in session → loginByQrCode polling). */
import { messages } from '../core/index.ts';

export const QR_LOGIN = {
  /** A code lives this long; the page offers a refresh after. */
  ttlSeconds: 120,
  /** The sign-on page polls this often. */
  pollMs: 2000,
} as const;

export const qrLoginStatuses = ['waiting', 'confirmed', 'expired'] as const;

export const QR_MESSAGES = messages('QR', {
  invalid: '二维码已失效，请刷新后重新扫码',
});

/** Words shown on success, as a status or as a prompt: not refusals (nothing refuses with them; `refusal()` takes a catalogue). */
export const QR_WORDS = {
  confirmed: '已确认登录',
} as const;

/** The address a QR image carries: the confirmation page of the sign-on site. */
export const qrConfirmUrl = (origin: string, code: string): string =>
  `${origin}/sso/qrConfirm?code=${encodeURIComponent(code)}`;
