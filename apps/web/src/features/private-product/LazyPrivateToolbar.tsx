/** The private tab's buttons (import, export, delete), loaded with the tab. */
import { lazy, Suspense, type ComponentProps } from 'react';
import type { PrivateToolbar as ToolbarType } from './PrivateToolbar.tsx';

const Toolbar = lazy(async () => ({ default: (await import('./PrivateToolbar.tsx')).PrivateToolbar }));

export function LazyPrivateToolbar(props: ComponentProps<typeof ToolbarType>) {
  return (
    <Suspense fallback={null}>
      <Toolbar {...props} />
    </Suspense>
  );
}
