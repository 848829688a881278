import { API_WORDS, type Envelope, type Refusal } from '@portal/domain';
import { z } from 'zod';

export function ok<T>(data: T, count?: number): Envelope<T> {
  return count === undefined ? { code: 0, msg: API_WORDS.ok, data } : { code: 0, msg: API_WORDS.ok, data, count };
}

/** A refusal's envelope: its words and its stable reason (domain core/refusals.ts). */
export function failure<T = null>(code: number, why: Refusal, data: T | null = null): Envelope<T | null> {
  return { code, msg: why.msg, data, reason: why.reason };
}

/** The response schema of an endpoint: the envelope around its data schema (for OpenAPI). */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number(), msg: z.string(), data, count: z.number().optional() });
}
