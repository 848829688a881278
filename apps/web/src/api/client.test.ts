import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, basicCredential, request } from './client.ts';
import { ApiError, normalizeError } from './errors.ts';
import { configureClient, resetClientHooks } from './hooks.ts';
import { buildQuery } from './query.ts';

class MemoryStorage {
  private m = new Map<string, string>();
  getItem = (k: string) => this.m.get(k) ?? null;
  setItem = (k: string, v: string) => void this.m.set(k, String(v));
  removeItem = (k: string) => void this.m.delete(k);
  clear = () => this.m.clear();
}

/** A document whose cookie setter behaves like a browser's for plain name=value and expiry. */
function fakeDocument() {
  const jar = new Map<string, string>();
  return {
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(s: string) {
      const [pair, ...attrs] = s.split(';');
      const [k, v] = pair!.split('=');
      if (attrs.some((a) => a.includes('1970'))) jar.delete(k!.trim());
      else jar.set(k!.trim(), v ?? '');
    },
  };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

let fetchMock: ReturnType<typeof vi.fn>;
let calls: { notify: string[]; redirect: string[]; navigate: string[]; cleared: number };
let userType: number | null;

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('document', fakeDocument());
  vi.stubGlobal('navigator', { onLine: true });
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  calls = { notify: [], redirect: [], navigate: [], cleared: 0 };
  userType = null;
  configureClient({
    notifyError: (m) => calls.notify.push(m),
    redirect: (u) => calls.redirect.push(u),
    navigate: (p) => calls.navigate.push(p),
    clearSession: () => void calls.cleared++,
    currentUrl: () => 'http://shop.test/product/detail?id=SPU1&x=1',
    currentPath: () => '/product/detail',
    userType: () => userType,
    ssoUrl: () => '/sso',
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetClientHooks();
});

describe('query joining', () => {
  it('omits undefined, null and empty strings but keeps 0 and false', () => {
    expect(buildQuery({ a: 1, b: undefined, c: null, d: '', e: 0, f: false, g: '中文' })).toBe(
      '?a=1&e=0&f=false&g=%E4%B8%AD%E6%96%87',
    );
    expect(buildQuery({ x: undefined })).toBe('');
    expect(buildQuery({ ids: [1, '', 2] })).toBe('?ids=1&ids=2');
  });
  it('GET requests carry the joined query', async () => {
    fetchMock.mockResolvedValue(json({ code: 0, msg: 'ok', data: [1] }));
    await api.get('/api-cloud-merchant-service/x', { page: 1, kw: '', s: null });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api-cloud-merchant-service/x?page=1');
  });
});

describe('envelope', () => {
  it('code 0 answers data and count', async () => {
    fetchMock.mockResolvedValue(json({ code: 0, msg: '成功', data: { a: 1 }, count: 9 }));
    const env = await request<{ a: number }>('/p');
    expect(env.data.a).toBe(1);
    expect(env.count).toBe(9);
  });
  it('code ≠ 0 throws ApiError with msg and toasts it', async () => {
    fetchMock.mockResolvedValue(json({ code: 1, msg: '库存不足', data: null }));
    await expect(api.post('/p', { a: 1 })).rejects.toMatchObject({ message: '库存不足', code: 1 });
    expect(calls.notify).toEqual(['库存不足']);
  });
  it('silent callers get the error without a toast', async () => {
    fetchMock.mockResolvedValue(json({ code: 1, msg: '库存不足', data: null }));
    await expect(api.get('/p', undefined, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(calls.notify).toEqual([]);
  });
});

describe('auth headers', () => {
  it('every call sends the basic client credential; the session is the HttpOnly cookie, never a header', async () => {
    fetchMock.mockImplementation(async () => json({ code: 0, msg: '', data: null }));
    await api.get('/p');
    const h1 = fetchMock.mock.calls[0]![1].headers as Headers;
    expect(h1.get('Authorization')).toBe(basicCredential());
    expect(basicCredential()).toBe(`Basic ${btoa('portal-web:portal-web')}`);
    localStorage.setItem('token', 'tok123'); // an older page's leftover is not sent
    await api.get('/p');
    expect((fetchMock.mock.calls[1]![1].headers as Headers).get('Authorization')).toBe(basicCredential());
  });
  it('the older backend sends the jt header (the session is the cookie) and stores a new jt', async () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('jt', 'jt-old');
    fetchMock.mockResolvedValue(json({ code: 0, msg: '', data: null }, 200, { jt: 'jt-new' }));
    await api.get('/apiOrder/serviceOrder/list');
    const h = fetchMock.mock.calls[0]![1].headers as Headers;
    expect(h.get('token')).toBeNull();
    expect(h.get('jt')).toBe('jt-old');
    expect(h.get('Authorization')).toBeNull();
    expect(localStorage.getItem('jt')).toBe('jt-new');
  });
});

describe('401 and 500', () => {
  const seedTokens = () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('jt', 'j');
    document.cookie = 'logged_in=1; path=/';
  };
  it('HTTP 401 clears tokens and user data and goes to the sign-on login with the current URL', async () => {
    seedTokens();
    fetchMock.mockResolvedValue(json({ code: 401, msg: '登录已失效' }, 401));
    await expect(api.get('/p')).rejects.toMatchObject({ statusCode: 401 });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('jt')).toBeNull();
    expect(document.cookie).not.toContain('logged_in=');
    expect(calls.cleared).toBe(1);
    expect(calls.redirect).toEqual([
      `/sso/login?redirect=${encodeURIComponent('http://shop.test/product/detail?id=SPU1&x=1')}`,
    ]);
  });
  it('on the sign-on pages a 401 (wrong password) is shown, not redirected', async () => {
    configureClient({ currentPath: () => '/sso/login' });
    fetchMock.mockResolvedValue(json({ code: 401, msg: '账号或密码错误' }, 401));
    await expect(api.post('/login', {})).rejects.toMatchObject({ statusCode: 401, message: '账号或密码错误' });
    expect(calls.redirect).toEqual([]);
    expect(calls.notify).toEqual(['账号或密码错误']);
  });
  it('code 401 in a 200 answer does the same', async () => {
    seedTokens();
    fetchMock.mockResolvedValue(json({ code: 401, msg: '请先登录' }));
    await expect(api.get('/p')).rejects.toMatchObject({ code: 401 });
    expect(localStorage.getItem('token')).toBeNull();
  });
  it('HTTP 500 goes to /error and keeps an ordinary member logged in', async () => {
    seedTokens();
    userType = 2;
    fetchMock.mockResolvedValue(json({ code: 500, msg: 'x' }, 500));
    await expect(api.get('/p')).rejects.toMatchObject({ statusCode: 500 });
    expect(calls.navigate).toEqual(['/error?status=500']);
    expect(localStorage.getItem('token')).toBe('t');
    expect(calls.cleared).toBe(0);
  });
  it('HTTP 500 for a guest or sales user clears the session and tokens', async () => {
    seedTokens();
    userType = 20;
    fetchMock.mockResolvedValue(json({ code: 500, msg: 'x' }, 500));
    await expect(api.get('/p')).rejects.toBeInstanceOf(ApiError);
    expect(calls.cleared).toBe(1);
    expect(localStorage.getItem('token')).toBeNull();
    expect(calls.navigate).toEqual(['/error?status=500']);
  });
});

describe('network errors', () => {
  it('a timeout becomes a network error', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_u: string, init: RequestInit) =>
        new Promise((_r, reject) =>
          init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const p = api.get('/slow');
    const assertion = expect(p).rejects.toMatchObject({ network: true, kind: 'timeout', statusCode: 500 });
    await vi.advanceTimersByTimeAsync(10_000);
    await assertion;
    expect(calls.notify).toHaveLength(1);
  });
  it('uploads wait 60 s', async () => {
    vi.useFakeTimers();
    let aborted = false;
    fetchMock.mockImplementation(
      (_u: string, init: RequestInit) =>
        new Promise((resolve) => {
          init.signal!.addEventListener('abort', () => (aborted = true));
          setTimeout(() => resolve(json({ code: 0, msg: '', data: 'ok' })), 30_000);
        }),
    );
    const p = api.upload('/up', new FormData());
    await vi.advanceTimersByTimeAsync(30_000);
    await expect(p).resolves.toBe('ok');
    expect(aborted).toBe(false);
  });
  it('offline is normalised to { message, statusCode }', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const err = await api.get('/p').catch((e: unknown) => e);
    expect(err).toMatchObject({ network: true, kind: 'offline' });
    expect(normalizeError(err)).toEqual({ message: '网络连接异常，请检查网络后重试', statusCode: 500 });
    expect(fetchMock).not.toHaveBeenCalled();
  });
  it('a failed fetch (connection dropped) is a network error too', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/p')).rejects.toMatchObject({ network: true, kind: 'offline' });
  });
  it('a caller abort is a silent network error', async () => {
    const ctl = new AbortController();
    fetchMock.mockImplementation(
      (_u: string, init: RequestInit) =>
        new Promise((_r, reject) => init.signal!.addEventListener('abort', () => reject(new Error('abort')))),
    );
    const p = api.get('/p', undefined, { signal: ctl.signal });
    ctl.abort();
    await expect(p).rejects.toMatchObject({ kind: 'aborted', network: true });
    expect(calls.notify).toEqual([]);
  });
  it('normalises unknown throws to status 500', () => {
    expect(normalizeError('boom')).toEqual({ message: '服务器开小差了，请稍后再试', statusCode: 500 });
    expect(normalizeError(new Error('x'))).toEqual({ message: 'x', statusCode: 500 });
  });
});
