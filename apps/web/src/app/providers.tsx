import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { FeedbackProvider } from '../components/feedback/FeedbackProvider.tsx';
import { useApp } from '../components/feedback/useApp.ts';
// The ES module build (antd/locale/zh_CN is CommonJS: its interop wrappers and lib copies on the start).
import zhCN from 'antd/es/locale/zh_CN';
import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { configureClient } from '../api/hooks.ts';
import { queryClient } from './query-client.ts';
import { theme } from './theme.ts';

/** Routes the API client's error toasts through antd's App context (theme-aware). */
function MessageBridge() {
  const { message } = useApp();
  useEffect(() => {
    configureClient({ notifyError: (text) => void message.error(text) });
  }, [message]);
  return null;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the person's system asks for less motion (an accessibility setting); followed as it changes. */
function useReducedMotion(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(REDUCED_MOTION);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

export function Providers({ children }: { children: ReactNode }) {
  // antd's opening and closing animations (lists, dialogs, drawers, toasts) are left out when the system asks for less
  // motion: the element appears and goes at once.
  const reduced = useReducedMotion();
  const themed = useMemo(() => (reduced ? { ...theme, token: { ...theme.token, motion: false } } : theme), [reduced]);
  return (
    <ConfigProvider locale={zhCN} theme={themed}>
      <FeedbackProvider message={{ maxCount: 3, duration: 3.5 }}>
        <MessageBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </FeedbackProvider>
    </ConfigProvider>
  );
}
