import { API_MESSAGES, type Envelope } from '@portal/domain';
import { z } from 'zod';

export function ok<T>(data: T, count?: number): Envelope<T> {
  return count === undefined ? { code: 0, msg: API_MESSAGES.ok, data } : { code: 0, msg: API_MESSAGES.ok, data, count };
}

export function failure(code: number, msg: string, reason?: string): Envelope<null> {
  return reason === undefined ? { code, msg, data: null } : { code, msg, data: null, reason };
}

/** The response schema of an endpoint: the envelope around its data schema (for OpenAPI). */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number(), msg: z.string(), data, count: z.number().optional() });
}
