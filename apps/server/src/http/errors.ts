import { API_MESSAGES, ErrorCode, refusalOfText, type Refusal } from '@portal/domain';

/**
 * A failure the caller can act on: answered as the envelope with a Chinese msg.
 * Business rejections (a rule of the spec said no) default to HTTP 422 and code 1.
 */
export class AppError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: number,
    msg: string,
    /** The stable machine-readable reason the web branches on (domain `refusals.ts`). */
    readonly reason?: string,
  ) {
    super(msg);
  }
}

/**
 * A business rejection: `businessError(refusal(MALL_ORDER_MESSAGES, 'amountChanged'))`. Words a domain rule returned
 * as text get their catalogue's reason (`refusalOfText`).
 */
export const businessError = (why: string | Refusal, code: number = ErrorCode.business, httpStatus = 422) => {
  const { reason, msg } = typeof why === 'string' ? refusalOfText(why) : why;
  return new AppError(httpStatus, code, msg, reason);
};
export const badRequest = (msg: string = API_MESSAGES.badRequest) => new AppError(400, ErrorCode.badRequest, msg);
export const unauthorized = (msg: string = API_MESSAGES.unauthorized) => new AppError(401, ErrorCode.unauthorized, msg);
export const forbidden = (msg: string = API_MESSAGES.forbidden) => new AppError(403, ErrorCode.forbidden, msg);
export const notFound = (msg: string = API_MESSAGES.notFound) => new AppError(404, ErrorCode.notFound, msg);
export const tooManyRequests = (msg: string = API_MESSAGES.tooManyRequests) =>
  new AppError(429, ErrorCode.tooManyRequests, msg);

const DB_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
]);

/**
 * PostgreSQL's data exceptions that only input can cause once it passed the schemas: a NUL or otherwise invalid
 * character in text (22021, 22P05), a number out of the column's range (22003), text that is not the column's type
 * (22P02), text longer than the column (22001). Answered 400, never 500.
 */
const BAD_INPUT_CODES = new Set(['22021', '22P05', '22003', '22P02', '22001']);

export function isBadInputForDatabase(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  return code !== undefined && BAD_INPUT_CODES.has(code);
}

/** Whether an error means the database is unreachable (answered 503, not 500). */
export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  if (!e) return false;
  if (e.code && DB_DOWN_CODES.has(e.code)) return true;
  const m = e.message ?? '';
  return (
    m.includes('Connection terminated') ||
    m.includes('timeout exceeded when trying to connect') ||
    m.includes('Client has encountered a connection error')
  );
}
