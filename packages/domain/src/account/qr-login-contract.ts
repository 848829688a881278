/** The schemas of qr-login.ts (zod: kept apart so a page that uses only the constants loads no schema). */
import { z } from 'zod';
import { qrLoginStatuses, QR_MESSAGES } from './qr-login.ts';

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
