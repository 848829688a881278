import { API_PREFIX, type LoginResult, type SessionUser } from '@portal/domain';
import { api } from '../api/client.ts';
import { clearTokens, getToken, setToken } from '../api/tokens.ts';
import { sessionStore } from './store.ts';

export const SESSION_PATHS = {
  sessionInfo: `${API_PREFIX}/v1/account/getLoginSessionInfo`,
  logout: `${API_PREFIX}/v1/account/logout`,
  passwordLogin: `${API_PREFIX}/v1/account/passwordLogin`,
} as const;

export function fetchSessionInfo(silent = true): Promise<SessionUser> {
  return api.get<SessionUser>(SESSION_PATHS.sessionInfo, undefined, { silent });
}

/** With a token, refresh the stored user data; without one, make sure no stale user data remains. */
export async function refreshSession(): Promise<SessionUser | null> {
  if (!getToken()) {
    sessionStore.clear();
    return null;
  }
  const user = await fetchSessionInfo();
  sessionStore.setUser(user);
  return user;
}

/**
 * Token intake: a `token` query parameter on any page is stored (local storage and a 7-day cookie) and
 * removed from the address. Answers the cleaned URL, or null when there was no token.
 */
export function takeTokenFromUrl(href: string): { token: string; cleanUrl: string } | null {
  const url = new URL(href);
  const token = url.searchParams.get('token');
  if (!token) return null;
  url.searchParams.delete('token');
  setToken(token);
  return { token, cleanUrl: url.pathname + url.search + url.hash };
}

export function passwordLogin(account: string, password: string): Promise<LoginResult> {
  return api.post<LoginResult>(SESSION_PATHS.passwordLogin, { account, password }, { auth: 'basic' });
}

/** Server logout (errors are reported by the caller), then every local trace of the session goes. */
export async function logout(): Promise<void> {
  try {
    if (getToken()) await api.post(SESSION_PATHS.logout, undefined, { silent: true });
  } finally {
    clearTokens();
    sessionStore.clear();
  }
}
