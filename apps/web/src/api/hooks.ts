/**
 * The side effects the API client needs from the app (toast, navigation, session clearing).
 * main.tsx wires the real ones; tests pass fakes.
 */
export interface ClientHooks {
  notifyError(message: string): void;
  /** Full page load (sign-on site). */
  redirect(url: string): void;
  /** In-app navigation (the error page). */
  navigate(path: string): void;
  currentUrl(): string;
  currentPath(): string;
  /** Clear user data, login flag and cart. */
  clearSession(): void;
  /** The stored user's type, null for a guest. */
  userType(): number | null;
  ssoUrl(): string;
}

const hasWindow = () => typeof window !== 'undefined';

const defaults: ClientHooks = {
  notifyError: (m) => console.error(m),
  redirect: (url) => hasWindow() && window.location.assign(url),
  navigate: (path) => hasWindow() && window.location.assign(path),
  currentUrl: () => (hasWindow() ? window.location.href : '/'),
  currentPath: () => (hasWindow() ? window.location.pathname : '/'),
  clearSession: () => undefined,
  userType: () => null,
  ssoUrl: () => '/sso',
};

let current: ClientHooks = { ...defaults };

export function configureClient(partial: Partial<ClientHooks>): void {
  current = { ...current, ...partial };
}

export function resetClientHooks(): void {
  current = { ...defaults };
}

export function hooks(): ClientHooks {
  return current;
}
