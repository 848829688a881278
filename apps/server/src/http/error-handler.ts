import { API_MESSAGES, ErrorCode } from '@portal/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, isBadInputForDatabase, isDatabaseUnavailable } from './errors.ts';
import { failure } from './envelope.ts';

/** The first validation message, in the words of the shared zod schema. */
function validationMessage(err: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(err)) {
    const first = err.validation[0];
    const msg = first?.message;
    if (msg && /[\u4e00-\u9fa5]/.test(msg)) return msg;
    const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
    return field ? `参数 ${field} 不正确` : API_MESSAGES.badRequest;
  }
  return API_MESSAGES.badRequest;
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.httpStatus).send(failure(err.code, err.message, err.reason));
    }
    if (err.validation) {
      return reply.status(400).send(failure(ErrorCode.badRequest, validationMessage(err)));
    }
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err: { code: (err as { code?: string }).code, message: err.message } }, 'database unavailable');
      return reply.status(503).send(failure(ErrorCode.unavailable, API_MESSAGES.unavailable));
    }
    if (isBadInputForDatabase(err)) {
      req.log.warn(
        { err: { code: (err as { code?: string }).code, message: err.message } },
        'input refused by the database',
      );
      return reply.status(400).send(failure(ErrorCode.badRequest, API_MESSAGES.badRequest));
    }
    const status = err.statusCode ?? 500;
    if (status === 413) return reply.status(413).send(failure(ErrorCode.payloadTooLarge, API_MESSAGES.payloadTooLarge));
    if (status === 429) return reply.status(429).send(failure(ErrorCode.tooManyRequests, API_MESSAGES.tooManyRequests));
    if (status === 415) return reply.status(415).send(failure(415, '不支持的请求内容类型'));
    if (status >= 400 && status < 500) {
      const msg =
        err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
          ? API_MESSAGES.badJson
          : API_MESSAGES.badRequest;
      const code =
        status === 401
          ? ErrorCode.unauthorized
          : status === 403
            ? ErrorCode.forbidden
            : status === 404
              ? ErrorCode.notFound
              : ErrorCode.badRequest;
      return reply
        .status(status)
        .send(
          failure(code, status === 400 ? msg : err.message && /[\u4e00-\u9fa5]/.test(err.message) ? err.message : msg),
        );
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(failure(ErrorCode.internal, API_MESSAGES.internal));
  });
}
