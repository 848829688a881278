/**
 * The one small session store: user data (SessionUser) and the login flag, persisted in local storage.
 * Read with useSession(); write with sessionStore.setUser / clear.
 */
import { useSyncExternalStore } from 'react';
import type { SessionUser } from '@portal/domain';

export interface SessionState {
  user: SessionUser | null;
  login: boolean;
}

const USER_DATA_KEY = 'userData';
const LOGIN_KEY = 'login';
/** Cart and its selection are dropped on logout along with the user data. */
const CART_KEYS = ['cartList', 'cartCount', 'selectedAddress'] as const;

const storages = (): Storage[] =>
  [
    typeof localStorage === 'undefined' ? null : localStorage,
    typeof sessionStorage === 'undefined' ? null : sessionStorage,
  ].filter((s): s is Storage => s !== null);

function load(): SessionState {
  try {
    const raw = storages()[0]?.getItem(USER_DATA_KEY);
    const user = raw ? (JSON.parse(raw) as SessionUser) : null;
    return { user, login: !!user && storages()[0]?.getItem(LOGIN_KEY) === 'true' };
  } catch {
    return { user: null, login: false };
  }
}

let state: SessionState = load();
const listeners = new Set<() => void>();

function emit(next: SessionState) {
  state = next;
  for (const l of listeners) l();
}

export const sessionStore = {
  get: (): SessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setUser(user: SessionUser): void {
    const s = storages()[0];
    s?.setItem(USER_DATA_KEY, JSON.stringify(user));
    s?.setItem(LOGIN_KEY, 'true');
    emit({ user, login: true });
  },
  /** Clear user data, login flag and cart in local and session storage. */
  clear(): void {
    for (const s of storages()) {
      for (const k of [USER_DATA_KEY, LOGIN_KEY, ...CART_KEYS]) s.removeItem(k);
    }
    if (state.user || state.login) emit({ user: null, login: false });
  },
  /** Re-read storage (tests, other tabs). */
  reload(): void {
    emit(load());
  },
};

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
