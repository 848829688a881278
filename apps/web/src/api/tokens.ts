import { TOKEN_COOKIE, TOKEN_TTL_DAYS } from '@portal/domain';

/** Browser storage keys of part 1 §3: token (also a cookie) and jt (older backend). */
export const TOKEN_KEY = 'token';
export const JT_KEY = 'jt';

const hasDocument = () => typeof document !== 'undefined';
const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

export function readCookie(name: string, cookieString?: string): string | null {
  const src = cookieString ?? (hasDocument() ? document.cookie : '');
  for (const part of src.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}

export function writeCookie(name: string, value: string, days: number): void {
  if (!hasDocument()) return;
  const expires = new Date(Date.now() + days * 864e5).toUTCString();
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
}

export function deleteCookie(name: string): void {
  if (!hasDocument()) return;
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

/** The login token: the cookie first (what the gateway reads), local storage as a fallback. */
export function getToken(): string | null {
  return readCookie(TOKEN_COOKIE) || storage()?.getItem(TOKEN_KEY) || null;
}

export function hasTokenCookie(): boolean {
  return !!readCookie(TOKEN_COOKIE);
}

export function setToken(token: string): void {
  storage()?.setItem(TOKEN_KEY, token);
  writeCookie(TOKEN_COOKIE, token, TOKEN_TTL_DAYS);
}

export function getJt(): string | null {
  return storage()?.getItem(JT_KEY) ?? null;
}

export function setJt(jt: string): void {
  storage()?.setItem(JT_KEY, jt);
}

export function clearTokens(): void {
  storage()?.removeItem(TOKEN_KEY);
  storage()?.removeItem(JT_KEY);
  deleteCookie(TOKEN_COOKIE);
}
