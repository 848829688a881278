import {
  IDEMPOTENCY_HEADER,
  idempotencyHeadersSchema,
  idempotencyKeyProblem,
  MALL_ORDER_MESSAGES,
} from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import { badRequest, ruleRefusal } from './errors.ts';

/** The headers schema of a route that takes an Idempotency-Key (documented; checked by idempotencyKeyOf). */
export const idempotencyHeaders = idempotencyHeadersSchema;

/** The request's Idempotency-Key, or 400 with the domain's message when it is missing or malformed. */
export function idempotencyKeyOf(req: FastifyRequest): string {
  const key = req.headers[IDEMPOTENCY_HEADER];
  const problem = idempotencyKeyProblem(key);
  if (problem) throw badRequest(ruleRefusal(problem, MALL_ORDER_MESSAGES));
  return key as string;
}
