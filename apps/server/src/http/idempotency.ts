import {
  IDEMPOTENCY_HEADER,
  idempotencyKeyProblem,
  type ListedBy,
  type Route,
} from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';

type KeyRefusal = NonNullable<ReturnType<typeof idempotencyKeyProblem>>['reason'];

/**
 * The request's Idempotency-Key, or 400 with the domain's refusal when it is missing or malformed. Compiles only for
 * an entry that lists both refusals: `idempotencyKeyOf(req, E.placeOrder)`.
 */
export function idempotencyKeyOf<E extends Route>(
  req: FastifyRequest,
  _entry: KeyRefusal extends ListedBy<E> ? E : never,
): string {
  const key = req.headers[IDEMPOTENCY_HEADER];
  const problem = idempotencyKeyProblem(key);
  if (problem) throw badRequest(problem);
  return key as string;
}
