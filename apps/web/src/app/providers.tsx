import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, type ReactNode } from 'react';
import { configureClient } from '../api/hooks.ts';
import { queryClient } from './query-client.ts';
import { theme } from './theme.ts';

dayjs.locale('zh-cn');

/** Routes the API client's error toasts through antd's App context (theme-aware). */
function MessageBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => {
    configureClient({ notifyError: (text) => void message.error(text) });
  }, [message]);
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      <AntApp message={{ maxCount: 3, duration: 3.5 }}>
        <MessageBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
