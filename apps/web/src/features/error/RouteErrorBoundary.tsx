import { lazy, Suspense, useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload.ts';
import { NotFoundView } from './NotFoundView.tsx';

/** The fallback's body loads when an error is shown (not with the first screen); if it cannot, a plain message. */
const ErrorResult = lazy(() => import('./ErrorResult.tsx'));

/** Root error element: chunk failures reload (once a minute), 404 answers show the 404 page, the rest a fallback. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (chunk) reloadForChunkError(error);
  }, [chunk, error]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  return (
    <ErrorBoundary>
      <Suspense fallback={null}>
        <ErrorResult chunk={chunk} />
      </Suspense>
    </ErrorBoundary>
  );
}
