/** The schemas of channels.ts (zod: kept apart so a page that uses only the constants loads no schema). */
import { z } from 'zod';
import { PAY_CHANNELS, QR_PAY_CHANNELS } from './payment-api.ts';

/** The pay page's question: which channels are on, and which of them are the sandbox (demo: anyone can mark paid). */
export const payChannelsSchema = z.object({
  channels: z.array(z.enum(PAY_CHANNELS)),
  sandbox: z.array(z.enum(QR_PAY_CHANNELS)),
});

export type PayChannels = z.infer<typeof payChannelsSchema>;
