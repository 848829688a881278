import { isUnsupportedBrowser } from '@portal/domain';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { configureClient } from './api/hooks.ts';
import { portalConfig } from './config.ts';
import { Providers } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { reloadForChunkError } from './features/error/chunk-reload.ts';
import { refreshSession, tokenIntakeDone } from './session/session-api.ts';
import { sessionStore } from './session/store.ts';
import 'virtual:antd-styles.css';
import './styles/global.css';

configureClient({
  navigate: (path) => void router.navigate(path),
  clearSession: () => sessionStore.clear(),
  userType: () => sessionStore.get().user?.userType ?? null,
  ssoUrl: () => portalConfig().ssoUrl,
});

// A stale deployment's chunk that no longer exists: reload (at most once a minute).
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForChunkError((event as Event & { payload?: unknown }).payload)) event.preventDefault();
});

// The browser check at start (part 1 §4): an old browser lands on /nonsupport with the tip.
if (isUnsupportedBrowser(navigator.userAgent) && window.location.pathname !== '/nonsupport')
  window.location.replace('/nonsupport');

// Once a token from the address has become the session cookie (router.tsx), outside the sign-on pages refresh the
// user data whenever there is a session; then render.
void tokenIntakeDone().then(() => {
  if (!window.location.pathname.startsWith(portalConfig().ssoUrl)) void refreshSession().catch(() => undefined);
  const root = createRoot(document.getElementById('root')!);
  // The first render as a transition: React renders it in slices of a few milliseconds, yielding to the browser
  // between them, instead of one long task (≈ 300-600 ms of blocked input on the first screen, issue 22).
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  );
});
