import { API_MESSAGES, ErrorCode, refusal, type Refusal } from '@portal/domain';

/** Whether this process runs the tests (vitest): there a refusal without a named reason is a failure, not an answer. */
export const underTest = (): boolean => process.env.VITEST !== undefined;

/**
 * A failure the caller can act on: answered as the envelope with a Chinese msg and its stable reason (a domain
 * `messages('AREA', {...})` catalogue entry, `refusal(CAT, 'key')`), which the web branches on.
 * Business rejections (a rule of the spec said no) default to HTTP 422 and code 1.
 */
export class AppError extends Error {
  /** The stable machine-readable reason the web branches on (domain core/refusals.ts). */
  readonly reason: string;
  constructor(
    readonly httpStatus: number,
    readonly code: number,
    why: Refusal,
    /** What the caller needs to act on the refusal (a rejected push's report), answered as the envelope's data. */
    readonly data: unknown = null,
  ) {
    super(why.msg);
    this.reason = why.reason;
  }
}

/**
 * A business rejection: `businessError(refusal(ORDER_MESSAGES, 'amountChanged'))`, or the Refusal a domain
 * rule returned (`businessError(r.refusal)`): never words matched back to a reason.
 */
export const businessError = (why: Refusal, code: number = ErrorCode.business, httpStatus = 422) =>
  new AppError(httpStatus, code, why);
/** A business rejection answered with data the caller acts on: `refusedWith(refusal(CAT, 'key'), { report })`. */
export const refusedWith = (why: Refusal, data: unknown, httpStatus = 422) =>
  new AppError(httpStatus, ErrorCode.business, why, data);
export const badRequest = (why: Refusal = refusal(API_MESSAGES, 'badRequest')) =>
  new AppError(400, ErrorCode.badRequest, why);
export const unauthorized = (why: Refusal = refusal(API_MESSAGES, 'unauthorized')) =>
  new AppError(401, ErrorCode.unauthorized, why);
export const forbidden = (why: Refusal = refusal(API_MESSAGES, 'forbidden')) =>
  new AppError(403, ErrorCode.forbidden, why);
export const notFound = (why: Refusal) => new AppError(404, ErrorCode.notFound, why);
export const conflict = (why: Refusal) => new AppError(409, 409, why);
export const payloadTooLarge = (why: Refusal) => new AppError(413, ErrorCode.payloadTooLarge, why);
export const tooManyRequests = (why: Refusal = refusal(API_MESSAGES, 'tooManyRequests')) =>
  new AppError(429, ErrorCode.tooManyRequests, why);

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
