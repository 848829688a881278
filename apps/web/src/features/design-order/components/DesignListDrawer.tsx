/** The 'design order product list' drawer (1200 px, from the right, page scroll locked) holding Screen A. */
import { Drawer } from 'antd';
import { useEffect } from 'react';
import type { PricingMode } from '../line-edit.ts';
import type { ListEditor } from '../useListEditor.ts';
import { DesignListPanel } from './DesignListPanel.tsx';

export function DesignListDrawer({
  open,
  onClose,
  editor,
  joinOrderId,
  onAddProduct,
  pricing,
}: {
  open: boolean;
  onClose: () => void;
  editor: ListEditor;
  joinOrderId?: number | null;
  onAddProduct: () => void;
  /** The selection screen's drawer applies the selection flow's caps (part 2 §5). */
  pricing?: PricingMode;
}) {
  useEffect(() => {
    if (!open) return;
    const prev = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = prev;
    };
  }, [open]);
  return (
    <Drawer title="配单产品清单" placement="right" size={1200} open={open} onClose={onClose} destroyOnHidden={false}>
      <DesignListPanel
        editor={editor}
        joinOrderId={joinOrderId}
        onAddProduct={onAddProduct}
        onClose={onClose}
        pricing={pricing}
      />
    </Drawer>
  );
}
