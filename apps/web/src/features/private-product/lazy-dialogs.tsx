/** The private-product dialogs opened by a click (add / edit, detail), each its own chunk, loaded when first opened. */
import { lazy, type ComponentProps } from 'react';
import { WhenOpened } from '../../components/lazy.tsx';
import type { PrivateDetailModal as DetailType } from './PrivateDetailModal.tsx';
import type { PrivateProductDialog as DialogType } from './PrivateProductDialog.tsx';

const Dialog = lazy(async () => ({ default: (await import('./PrivateProductDialog.tsx')).PrivateProductDialog }));
const Detail = lazy(async () => ({ default: (await import('./PrivateDetailModal.tsx')).PrivateDetailModal }));

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
