import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload.ts';
import { NotFoundView } from './NotFoundView.tsx';

/** Root error element: chunk failures reload (once a minute), 404 answers show the 404 page, the rest a fallback. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (chunk) reloadForChunkError(error);
  }, [chunk, error]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  return (
    <Result
      status="warning"
      title={chunk ? '页面已更新，正在为您重新加载…' : '页面出了点问题'}
      subTitle={chunk ? '如果页面没有自动刷新，请手动刷新重试' : '您可以刷新重试或返回首页'}
      extra={[
        <Button key="reload" onClick={() => window.location.reload()}>
          刷新
        </Button>,
        <Button key="home" type="primary" href="/home">
          返回首页
        </Button>,
      ]}
    />
  );
}
