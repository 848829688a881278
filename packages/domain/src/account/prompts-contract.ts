/** The schemas of prompts.ts (zod: kept apart so a page that uses only the constants loads no schema). */
import { z } from 'zod';
import { PROTOCOL_CODES } from './prompts.ts';

export const bindProtocolSchema = z.object({
  action: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: '协议操作不正确' }),
  protocols: z.array(z.number().int().positive()).min(1, '请选择协议').max(10),
});

export type BindProtocolInput = z.infer<typeof bindProtocolSchema>;

export const protocolItemSchema = z.object({
  id: z.number(),
  code: z.number(),
  version: z.number(),
  protocolName: z.string(),
  protocolUrl: z.string(),
});

export type ProtocolItem = z.infer<typeof protocolItemSchema>;

export const priceChangeNoticeSchema = z.object({ title: z.string(), content: z.string() });

export type PriceChangeNotice = z.infer<typeof priceChangeNoticeSchema>;

/**
 * Publishing a protocol's next version (sales accounts): the version is the next number of that code, given by the
 * server; every account meets the legal-update dialog for it at its next visit to /home.
 */
export const publishProtocolSchema = z.object({
  code: z
    .number({ error: '请选择协议' })
    .int()
    .refine((c) => (PROTOCOL_CODES as readonly number[]).includes(c), '请选择协议'),
  protocolName: z.string({ error: '请输入协议名称' }).trim().min(1, '请输入协议名称').max(60, '协议名称最多60个字'),
  protocolUrl: z
    .string({ error: '请输入协议正文地址' })
    .trim()
    .regex(/^\/[^\s]{0,300}$/, '协议正文地址须为站内地址，以 / 开头'),
  kind: z.enum(['sign', 'safety'], { error: '协议类型不正确' }),
});

export type PublishProtocolInput = z.infer<typeof publishProtocolSchema>;

export const protocolVersionSchema = protocolItemSchema.extend({ kind: z.string(), createdAt: z.string() });

export type ProtocolVersion = z.infer<typeof protocolVersionSchema>;
