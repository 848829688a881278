import { API_MESSAGES, ErrorCode, refusal, type Refusal } from '@portal/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { declaresRefusal, undeclared } from './declared-refusals.ts';
import { AppError, isBadInputForDatabase, isDatabaseUnavailable, underTest } from './errors.ts';
import { failure } from './envelope.ts';

/** A validation refusal (API.badRequest) in the words of the shared zod schema's first message. */
function validationRefusal(err: FastifyError): Refusal {
  const bad = refusal(API_MESSAGES, 'badRequest');
  if (hasZodFastifySchemaValidationErrors(err)) {
    // A key the endpoint does not know comes first: a typo'd name is also why its field looks missing.
    const first = err.validation.find((v) => v.keyword === 'unrecognized_keys') ?? err.validation[0];
    const msg = first?.message;
    if (msg && /[\u4e00-\u9fa5]/.test(msg)) return { ...bad, msg };
    const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
    return field ? { ...bad, msg: `参数 ${field} 不正确` } : bad;
  }
  return bad;
}

/** The refusal of a 4xx Fastify itself raised (a body that is not JSON, a route not found, …). */
function frameworkRefusal(err: FastifyError, status: number): { code: number; why: Refusal } {
  if (status === 400) {
    const bad = err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError;
    return { code: ErrorCode.badRequest, why: refusal(API_MESSAGES, bad ? 'badJson' : 'badRequest') };
  }
  const key =
    status === 401 ? 'unauthorized' : status === 403 ? 'forbidden' : status === 404 ? 'notFound' : 'badRequest';
  const why = refusal(API_MESSAGES, key);
  const code = key === 'badRequest' ? ErrorCode.badRequest : ErrorCode[key];
  return { code, why: err.message && /[\u4e00-\u9fa5]/.test(err.message) ? { ...why, msg: err.message } : why };
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      if (underTest() && err.httpStatus < 500 && !declaresRefusal(req, err.httpStatus, err.reason)) {
        const msg = undeclared(req, err.reason);
        if (msg !== null) {
          req.log.error(msg);
          return reply.status(500).send(failure(ErrorCode.internal, { ...refusal(API_MESSAGES, 'internal'), msg }));
        }
      }
      return reply.status(err.httpStatus).send(failure(err.code, { reason: err.reason, msg: err.message }, err.data));
    }
    if (err.validation) {
      return reply.status(400).send(failure(ErrorCode.badRequest, validationRefusal(err)));
    }
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err: { code: (err as { code?: string }).code, message: err.message } }, 'database unavailable');
      return reply.status(503).send(failure(ErrorCode.unavailable, refusal(API_MESSAGES, 'unavailable')));
    }
    if (isBadInputForDatabase(err)) {
      req.log.warn(
        { err: { code: (err as { code?: string }).code, message: err.message } },
        'input refused by the database',
      );
      return reply.status(400).send(failure(ErrorCode.badRequest, refusal(API_MESSAGES, 'badRequest')));
    }
    const status = err.statusCode ?? 500;
    if (status === 413)
      return reply.status(413).send(failure(ErrorCode.payloadTooLarge, refusal(API_MESSAGES, 'payloadTooLarge')));
    if (status === 429)
      return reply.status(429).send(failure(ErrorCode.tooManyRequests, refusal(API_MESSAGES, 'tooManyRequests')));
    if (status === 415) return reply.status(415).send(failure(415, refusal(API_MESSAGES, 'unsupportedMediaType')));
    if (status >= 400 && status < 500) {
      const { code, why } = frameworkRefusal(err, status);
      return reply.status(status).send(failure(code, why));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(failure(ErrorCode.internal, refusal(API_MESSAGES, 'internal')));
  });
}
