import { ACCOUNT_ROUTES as A, type SessionUser } from '@portal/domain';
import { api } from '../api/client.ts';
import { clearTokens, hasTokenCookie } from '../api/tokens.ts';
import { sessionStore } from './store.ts';

let intake: Promise<void> = Promise.resolve();

/** Settles once a token taken from the address has been handed to the server (at once when there was none). */
export function tokenIntakeDone(): Promise<void> {
  return intake;
}

function fetchSessionInfo(silent = true): Promise<SessionUser> {
  return api.call(A.sessionInfo, { silent });
}

/** With a session, refresh the stored user data; without one, make sure no stale user data remains. */
export async function refreshSession(): Promise<SessionUser | null> {
  await intake;
  if (!hasTokenCookie()) {
    sessionStore.clear();
    return null;
  }
  const user = await fetchSessionInfo();
  sessionStore.setUser(user);
  return user;
}

/**
 * Token intake (spec: a `token` query parameter may arrive on any page, e.g. from the sign-on site): the parameter
 * is handed to the server once (tokenLogin), which answers with the HttpOnly session cookie; nothing here keeps it.
 * Answers the address without it (the caller replaces the address and its history entry), or null when there was
 * none; tokenIntakeDone() settles when the server has answered.
 */
export function takeTokenFromUrl(href: string): { cleanUrl: string } | null {
  const url = new URL(href);
  const token = url.searchParams.get('token');
  if (!token) return null;
  url.searchParams.delete('token');
  intake = api.call(A.tokenLogin, { body: { token }, auth: 'basic', silent: true }).then(
    () => undefined,
    () => undefined,
  );
  return { cleanUrl: url.pathname + url.search + url.hash };
}

export const passwordLogin = (account: string, password: string) =>
  api.call(A.passwordLogin, { body: { account, password }, auth: 'basic' });

/** Server logout (errors are reported by the caller), then every local trace of the session goes. */
export async function logout(): Promise<void> {
  try {
    if (hasTokenCookie()) await api.call(A.logout, { silent: true });
  } finally {
    clearTokens();
    sessionStore.clear();
  }
}
