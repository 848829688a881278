import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClientHooks } from '../api/hooks.ts';
import { logout, refreshSession, takeTokenFromUrl, tokenIntakeDone } from './session-api.ts';
import { sessionStore } from './store.ts';

class MemoryStorage {
  private m = new Map<string, string>();
  getItem = (k: string) => this.m.get(k) ?? null;
  setItem = (k: string, v: string) => void this.m.set(k, String(v));
  removeItem = (k: string) => void this.m.delete(k);
}

let cookies: string[];
let cookieJar = '';
beforeEach(() => {
  cookieJar = '';
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  cookies = [];
  vi.stubGlobal('document', {
    get cookie() {
      return cookieJar;
    },
    set cookie(v: string) {
      cookies.push(v);
    },
  });
  sessionStore.reload();
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetClientHooks();
});

const user = { id: 1, userType: 2, phone: '138****0000', multiIdentity: [] } as never;

describe('token intake', () => {
  it('hands the token to the server once, keeps nothing of it, and removes it from the URL', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ code: 0, msg: '', data: { token: 'new', expireAt: '' } })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const out = takeTokenFromUrl('http://x.test/home?a=1&token=abc#top');
    expect(out).toEqual({ cleanUrl: '/home?a=1#top' });
    await tokenIntakeDone();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api-cloud-merchant-service/v1/account/tokenLogin');
    expect(JSON.parse(String(init.body))).toEqual({ token: 'abc' });
    expect(localStorage.getItem('token')).toBeNull();
    expect(cookies).toEqual([]);
  });
  it('does nothing without a token', () => {
    expect(takeTokenFromUrl('http://x.test/home?a=1')).toBeNull();
  });
});

describe('session', () => {
  it('refresh stores the session info when the server says there is a session', async () => {
    cookieJar = 'logged_in=1';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 0, msg: '', data: user }))),
    );
    await refreshSession();
    expect(sessionStore.get()).toEqual({ user, login: true });
    expect(JSON.parse(localStorage.getItem('userData')!)).toEqual(user);
  });
  it('logout clears tokens, user data, cart and login flag in both storages', async () => {
    sessionStore.setUser(user);
    cookieJar = 'logged_in=1';
    localStorage.setItem('token', 't');
    localStorage.setItem('cartList', '[]');
    sessionStorage.setItem('cartList', '[]');
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ code: 0, msg: '', data: null })));
    vi.stubGlobal('fetch', fetchMock);
    await logout();
    expect((fetchMock.mock.calls[0] as unknown[])[0]).toBe('/api-cloud-merchant-service/v1/account/logout');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
    expect(localStorage.getItem('login')).toBeNull();
    expect(localStorage.getItem('cartList')).toBeNull();
    expect(sessionStorage.getItem('cartList')).toBeNull();
    expect(sessionStore.get()).toEqual({ user: null, login: false });
  });
});
