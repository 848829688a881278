/**
 * What the design tool opens only on an interaction (issue 22): each is its own chunk, loaded when first opened,
 * then kept mounted so closing animates as before. While a chunk loads a small "加载中…" status shows.
 */
import { lazy, Suspense, useState, type ComponentProps, type ReactNode } from 'react';
import type { PrivateDetailModal as DetailType } from '../private-product/PrivateDetailModal.tsx';
import type { PrivateProductDialog as DialogType } from '../private-product/PrivateProductDialog.tsx';
import type { PrivateToolbar as ToolbarType } from '../private-product/PrivateToolbar.tsx';
import type { DesignListDrawer as DrawerType } from './components/DesignListDrawer.tsx';

/** True from the first render with `open` set, and from then on. */
export function useOpenedOnce(open: boolean): boolean {
  const [once, setOnce] = useState(open);
  if (open && !once) setOnce(true);
  return once || open;
}

/** The loading state of a dialog or drawer whose chunk is on its way. */
export function LazyLoading() {
  return (
    <div className="do-lazy-loading" role="status" aria-live="polite">
      加载中…
    </div>
  );
}

/** Mounts `children` (a lazy component) once `open` has been true, with the loading state while it loads. */
export function WhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const once = useOpenedOnce(open);
  return once ? <Suspense fallback={open ? <LazyLoading /> : null}>{children}</Suspense> : null;
}

const Drawer = lazy(async () => ({ default: (await import('./components/DesignListDrawer.tsx')).DesignListDrawer }));

/** The design-order list drawer, loaded when first opened. */
export function LazyDesignListDrawer(props: ComponentProps<typeof DrawerType>) {
  return (
    <WhenOpened open={props.open}>
      <Drawer {...props} />
    </WhenOpened>
  );
}

// The private-product pieces opened by a click (add / edit, detail) or with the private tab (its toolbar).
const Dialog = lazy(async () => ({
  default: (await import('../private-product/PrivateProductDialog.tsx')).PrivateProductDialog,
}));
const Detail = lazy(async () => ({
  default: (await import('../private-product/PrivateDetailModal.tsx')).PrivateDetailModal,
}));
const Toolbar = lazy(async () => ({ default: (await import('../private-product/PrivateToolbar.tsx')).PrivateToolbar }));

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
