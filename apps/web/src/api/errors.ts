/**
 * Every failure the client reports, normalised to message and statusCode (default 500). A refusal's `reason` is
 * typed by the entry that was called where a page branches on it: `refusalOf(err, E.placeOrder)` (domain
 * core/route.ts) gives `ListedBy<typeof E.placeOrder>`, and `hasReason` takes only the keys the entry lists.
 */
export class ApiError<R extends string = string> extends Error {
  /** Envelope code (non-zero), or the HTTP status for transport failures. */
  readonly code: number;
  readonly statusCode: number;
  /** Timeout, abort or offline. */
  readonly network: boolean;
  readonly kind: 'business' | 'http' | 'timeout' | 'aborted' | 'offline';
  readonly data: unknown;
  /** A refusal's stable reason ('ORDER.amountChanged'): what pages branch on (domain `hasReason`). */
  readonly reason: R | undefined;

  constructor(init: {
    message: string;
    code?: number;
    statusCode?: number;
    kind?: ApiError['kind'];
    data?: unknown;
    reason?: R;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind ?? 'business';
    this.statusCode = init.statusCode ?? 500;
    this.code = init.code ?? this.statusCode;
    this.network = this.kind === 'timeout' || this.kind === 'aborted' || this.kind === 'offline';
    this.data = init.data;
    this.reason = init.reason;
  }
}

export const NETWORK_MESSAGES = {
  timeout: '请求超时，请检查网络后重试',
  aborted: '请求已取消',
  offline: '网络连接异常，请检查网络后重试',
  server: '服务器开小差了，请稍后再试',
  unauthorized: '登录已失效，请重新登录',
} as const;

/** Normalise anything thrown into { message, statusCode }. */
export function normalizeError(err: unknown): { message: string; statusCode: number } {
  if (err instanceof ApiError) return { message: err.message, statusCode: err.statusCode };
  if (err instanceof Error) return { message: err.message || NETWORK_MESSAGES.server, statusCode: 500 };
  return { message: NETWORK_MESSAGES.server, statusCode: 500 };
}

export function isApiError(err: unknown): err is ApiError {
  return err instanceof ApiError;
}
