/**
 * What antd's `App` gives a page — `message`, `notification`, `modal` through `useApp()` and the `.ant-app` root's
 * text styles — without loading antd's toast, notification and dialog code with the start (≈ 12 KB compressed on every
 * first screen, issue 22): the holders load the first time a page shows one, and that call is made then (≈ tens of
 * ms later, once per visit). Nothing is kept across servers or visits.
 */
import AppContext from 'antd/es/app/context';
import useStyle from 'antd/es/app/style';
import { ConfigContext } from 'antd/es/config-provider/context';
import type { ConfigOptions } from 'antd/es/message/interface';
import { useCallback, useContext, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { deferredApis, type FeedbackApis } from './deferred.ts';

type HoldersComponent = ComponentType<{ onReady: (apis: FeedbackApis) => void; message?: ConfigOptions }>;

export function FeedbackProvider({ children, message }: { children: ReactNode; message?: ConfigOptions }) {
  const { getPrefixCls } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useStyle(prefixCls);
  const [Holders, setHolders] = useState<HoldersComponent | null>(null);
  const ready = useRef<FeedbackApis | null>(null);
  const waiting = useRef<((apis: FeedbackApis) => void)[]>([]);
  const loading = useRef(false);
  const apis = useMemo(
    () =>
      deferredApis(
        () => ready.current,
        (run) => {
          waiting.current.push(run);
          if (loading.current) return;
          loading.current = true;
          void import('./Holders.tsx').then((m) => setHolders(() => m.Holders));
        },
      ),
    [],
  );
  const onReady = useCallback((real: FeedbackApis) => {
    ready.current = real;
    for (const run of waiting.current.splice(0)) run(real);
  }, []);
  return (
    <AppContext.Provider value={apis}>
      <div className={[prefixCls, hashId, cssVarCls].filter(Boolean).join(' ')}>
        {Holders ? <Holders onReady={onReady} message={message} /> : null}
        {children}
      </div>
    </AppContext.Provider>
  );
}
