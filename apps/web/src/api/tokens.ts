import { SESSION_HINT_COOKIE } from '@portal/domain';

/**
 * The session is the server's HttpOnly cookie: no script here can read or write the token. What the page keeps is
 * the jt of the older backend, and it reads the session hint cookie (no secret) the server sets beside the session.
 */
const TOKEN_KEY = 'token';
const JT_KEY = 'jt';

const hasDocument = () => typeof document !== 'undefined';
const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

function readCookie(name: string, cookieString?: string): string | null {
  const src = cookieString ?? (hasDocument() ? document.cookie : '');
  for (const part of src.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}

function deleteCookie(name: string): void {
  if (!hasDocument()) return;
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

/** Whether a session is there (the server's hint cookie; the session itself is HttpOnly). */
export function hasTokenCookie(): boolean {
  return readCookie(SESSION_HINT_COOKIE) === '1';
}

export function getJt(): string | null {
  return storage()?.getItem(JT_KEY) ?? null;
}

export function setJt(jt: string): void {
  storage()?.setItem(JT_KEY, jt);
}

/** Forget the session on this side (the server clears its cookie on logout and on a 401). */
export function clearTokens(): void {
  storage()?.removeItem(TOKEN_KEY); // a token an older version of the page may have left
  storage()?.removeItem(JT_KEY);
  deleteCookie(SESSION_HINT_COOKIE);
}
