/** The private-product pieces opened by a click (issue 22): each its own chunk, loaded when first opened. */
import { lazy, Suspense, type ComponentProps } from 'react';
import { WhenOpened } from '../design-order/lazy-parts.tsx';
import type { PrivateDetailModal as DetailType } from './PrivateDetailModal.tsx';
import type { PrivateProductDialog as DialogType } from './PrivateProductDialog.tsx';
import type { PrivateToolbar as ToolbarType } from './PrivateToolbar.tsx';

const Dialog = lazy(async () => ({ default: (await import('./PrivateProductDialog.tsx')).PrivateProductDialog }));
const Detail = lazy(async () => ({ default: (await import('./PrivateDetailModal.tsx')).PrivateDetailModal }));
const Toolbar = lazy(async () => ({ default: (await import('./PrivateToolbar.tsx')).PrivateToolbar }));

/** Screen D's dialog (add / edit), loaded when first opened. */
export function LazyPrivateProductDialog(props: ComponentProps<typeof DialogType>) {
  return (
    <WhenOpened open={props.kind !== null}>
      <Dialog {...props} />
    </WhenOpened>
  );
}

/** A private product's detail dialog, loaded when first opened. */
export function LazyPrivateDetailModal(props: ComponentProps<typeof DetailType>) {
  return (
    <WhenOpened open={props.spuNo !== null}>
      <Detail {...props} />
    </WhenOpened>
  );
}

/** The private tab's buttons (import, export, delete), loaded with the tab. */
export function LazyPrivateToolbar(props: ComponentProps<typeof ToolbarType>) {
  return (
    <Suspense fallback={null}>
      <Toolbar {...props} />
    </Suspense>
  );
}
