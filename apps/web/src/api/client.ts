/**
 * The fetch-based API client of part 1 §7-§8: query joining, timeouts, the { code, msg, data, count }
 * envelope, 401 and 500 handling, network-error normalisation, and the older /apiOrder backend.
 */
import {
  GUEST_CLIENT_ID,
  GUEST_CLIENT_SECRET,
  ORDER_API_PREFIX,
  type Route,
  type RouteData,
  type RouteInput,
  type Envelope,
} from '@portal/domain';
import { ApiError, NETWORK_MESSAGES } from './errors.ts';
import { hooks } from './hooks.ts';
import { withQuery, type Params } from './query.ts';
import { clearTokens, getJt, setJt } from './tokens.ts';
import { UploadStalled, sendWithProgress } from './upload-xhr.ts';

const TIMEOUT_MS = 10_000;
const UPLOAD_TIMEOUT_MS = 60_000;

/** Ordinary logged-in members keep their session on a 500 (part 1 §4). */
const MEMBER_USER_TYPES: readonly number[] = [-1, 1, 2, 5, 11, 22, 33];

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  params?: Params;
  /** JSON body, or FormData for uploads. */
  body?: unknown;
  /**
   * An upload (FormData): sent with progress in the browser, ended only after 60 s without progress
   * (api/upload-xhr.ts); elsewhere (tests, no XMLHttpRequest) a 60 s timeout.
   */
  upload?: boolean;
  /** An upload's progress, 0…1. */
  onProgress?: (fraction: number) => void;
  timeoutMs?: number;
  /** Do not toast business or network errors (the caller handles them). */
  silent?: boolean;
  /** 'basic' forces the guest client credential (register-login, QR login). */
  auth?: 'auto' | 'basic' | 'none';
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export function basicCredential(): string {
  const raw = `${GUEST_CLIENT_ID}:${GUEST_CLIENT_SECRET}`;
  return `Basic ${typeof btoa === 'function' ? btoa(raw) : Buffer.from(raw).toString('base64')}`;
}

let leaving = false;

/**
 * 401: clear tokens and user data, then go to the sign-on login with the current address.
 * Answers false when already on the sign-on pages (a failed login is not a lost session).
 */
function handleUnauthorized(): boolean {
  clearTokens();
  const h = hooks();
  h.clearSession();
  if (h.currentPath().startsWith(h.ssoUrl())) return false;
  if (leaving) return true;
  leaving = true;
  setTimeout(() => (leaving = false), 3000);
  h.redirect(`${h.ssoUrl()}/login?redirect=${encodeURIComponent(h.currentUrl())}`);
  return true;
}

/** HTTP 500: go to /error; anyone but an ordinary logged-in member also loses the session. */
function handleServerError(): void {
  const h = hooks();
  const type = h.userType();
  if (type === null || !MEMBER_USER_TYPES.includes(type)) {
    h.clearSession();
    clearTokens();
  }
  h.navigate('/error?status=500');
}

function buildHeaders(path: string, opts: RequestOptions): Headers {
  const headers = new Headers(opts.headers);
  if (opts.body !== undefined && !(opts.body instanceof FormData)) headers.set('Content-Type', 'application/json');
  if (path.startsWith(ORDER_API_PREFIX)) {
    const jt = getJt();
    if (jt) headers.set('jt', jt);
    return headers;
  }
  if (opts.auth === 'none') return headers;
  // the session travels in its HttpOnly cookie (same-origin fetch); the client credential names the web client
  headers.set('Authorization', basicCredential());
  return headers;
}

function fail(err: ApiError, silent: boolean | undefined): never {
  if (!silent && err.kind !== 'aborted') hooks().notifyError(err.message);
  throw err;
}

/** Sends a request and answers the whole envelope; throws ApiError unless code is 0. */
export async function request<T>(path: string, opts: RequestOptions = {}): Promise<Envelope<T>> {
  const method = opts.method ?? 'GET';
  const url = method === 'GET' || method === 'DELETE' ? withQuery(path, opts.params) : path;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    fail(new ApiError({ message: NETWORK_MESSAGES.offline, kind: 'offline' }), opts.silent);
  }
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(
    () => {
      timedOut = true;
      controller.abort();
    },
    opts.timeoutMs ?? (opts.upload ? UPLOAD_TIMEOUT_MS : TIMEOUT_MS),
  );
  const onCallerAbort = () => controller.abort();
  opts.signal?.addEventListener('abort', onCallerAbort);

  let res: Response;
  try {
    const body =
      opts.body === undefined ? undefined : opts.body instanceof FormData ? opts.body : JSON.stringify(opts.body);
    if (opts.upload && body instanceof FormData && typeof XMLHttpRequest !== 'undefined') {
      clearTimeout(timer); // an upload has no deadline, only a limit on stalling
      res = await sendWithProgress(
        url,
        { method, headers: buildHeaders(path, opts), body, signal: opts.signal },
        opts.onProgress,
      ).catch((e: unknown) => {
        timedOut = e instanceof UploadStalled;
        throw e;
      });
    } else {
      res = await fetch(url, {
        method,
        headers: buildHeaders(path, opts),
        body,
        signal: controller.signal,
        credentials: 'same-origin',
      });
    }
  } catch {
    const kind = timedOut ? 'timeout' : opts.signal?.aborted ? 'aborted' : 'offline';
    fail(new ApiError({ message: NETWORK_MESSAGES[kind], kind }), opts.silent);
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onCallerAbort);
  }

  if (res.status === 401) {
    const body = (await res.json().catch(() => null)) as { msg?: string } | null;
    const err = new ApiError({
      message: body?.msg || NETWORK_MESSAGES.unauthorized,
      statusCode: 401,
      code: 401,
      kind: 'http',
    });
    if (handleUnauthorized()) throw err;
    fail(err, opts.silent);
  }
  if (res.status === 500) {
    handleServerError();
    throw new ApiError({ message: NETWORK_MESSAGES.server, statusCode: 500, kind: 'http' });
  }
  if (path.startsWith(ORDER_API_PREFIX)) {
    const jt = res.headers.get('jt');
    if (jt) setJt(jt);
  }

  let env: Partial<Envelope<T>> & { message?: string };
  try {
    env = (await res.json()) as typeof env;
  } catch {
    fail(new ApiError({ message: NETWORK_MESSAGES.server, statusCode: res.status || 500, kind: 'http' }), opts.silent);
  }
  if (env.code === 401) {
    const err = new ApiError({ message: env.msg || NETWORK_MESSAGES.unauthorized, code: 401, statusCode: 401 });
    if (handleUnauthorized()) throw err;
    fail(err, opts.silent);
  }
  if (env.code !== 0) {
    const message = env.msg || env.message || NETWORK_MESSAGES.server;
    const statusCode = res.ok ? 200 : res.status;
    fail(
      new ApiError({ message, code: env.code ?? statusCode, statusCode, data: env.data, reason: env.reason }),
      opts.silent,
    );
  }
  return env as Envelope<T>;
}

type NoMethod = Omit<RequestOptions, 'method' | 'params' | 'body'>;

/** What a call of a table endpoint passes: its query, path params and body (typed by the entry's schemas). */
export type CallArgs<E extends Route> = NoMethod & {
  query?: RouteInput<E, 'query'>;
  params?: RouteInput<E, 'params'>;
  body?: RouteInput<E, 'body'>;
};

/** The entry's path with its `:name` params filled in. */
function pathOf(e: Route, params: unknown): string {
  if (!params) return e.path;
  const p = params as Record<string, unknown>;
  return e.path.replace(/:([A-Za-z0-9_]+)/g, (_, k: string) => encodeURIComponent(String(p[k] ?? '')));
}

/** Calls an endpoint of the domain's table and answers the whole envelope, typed by the entry's data schema. */
export async function callEnvelope<E extends Route>(e: E, args: CallArgs<E> = {}): Promise<Envelope<RouteData<E>>> {
  const { query, params, body, ...opts } = args;
  const path = withQuery(pathOf(e, params), query as Params | undefined);
  return request<RouteData<E>>(path, { ...opts, method: e.method, body });
}

export const api = {
  request,
  /** `api.call(DESIGN_ORDER_ROUTES.detail, { query: { id } })`: the data, typed by the entry's data schema. */
  call: async <E extends Route>(e: E, args?: CallArgs<E>) => (await callEnvelope(e, args)).data,
  /** A paged entry: its data and the total (`count`, 0 when absent). */
  page: async <E extends Route>(e: E, args?: CallArgs<E>) => {
    const env = await callEnvelope(e, args);
    return { list: env.data, total: env.count ?? 0 };
  },
  get: async <T>(path: string, params?: Params, opts?: NoMethod) => (await request<T>(path, { ...opts, params })).data,
  post: async <T>(path: string, body?: unknown, opts?: NoMethod) =>
    (await request<T>(path, { ...opts, method: 'POST', body })).data,
  put: async <T>(path: string, body?: unknown, opts?: NoMethod) =>
    (await request<T>(path, { ...opts, method: 'PUT', body })).data,
  del: async <T>(path: string, params?: Params, opts?: NoMethod) =>
    (await request<T>(path, { ...opts, method: 'DELETE', params })).data,
  upload: async <T>(path: string, form: FormData, opts?: NoMethod) =>
    (await request<T>(path, { ...opts, method: 'POST', body: form, upload: true })).data,
};
