/**
 * A product row's quantity in the list: shown at once (a draft per model), saved 300 ms after the last change; the
 * quantity rule and the software rule (one per category, one free product) answer before anything is saved.
 */
import {
  canAddSoftware,
  commitQuantity,
  selectionQuantityRule,
  type DesignLine,
  type SpuWithSkus,
} from '@portal/domain';
import { useApp } from '../../../components/feedback/useApp.ts';
import { useMemo, useRef, useState } from 'react';
import { newLineInput } from '../line-edit.ts';
import { useUpdateList } from '../queries.ts';
import { flyToBadge } from './fly-to-badge.ts';
import { softwareRuleLines } from './selection-query.ts';

export function useSelectionQuantity(lines: DesignLine[]) {
  const { message } = useApp();
  const save = useUpdateList('selection');
  const bySku = useMemo(() => new Map(lines.map((l) => [l.skuNo, l])), [lines]);
  const [qtyDraft, setQtyDraft] = useState<Record<string, number>>({});
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const quantityOf = (skuNo: string) => qtyDraft[skuNo] ?? bySku.get(skuNo)?.quantity ?? 0;

  const setQuantity = (spu: SpuWithSkus, skuNo: string, value: number | null, el?: HTMLElement | null) => {
    const sku = spu.skus.find((k) => k.skuNo === skuNo);
    if (!sku) return;
    const existing: DesignLine | undefined = bySku.get(skuNo);
    const { quantity, message: warn } = commitQuantity(
      value,
      selectionQuantityRule({ skuType: spu.skuType, priceFen: sku.price }),
      0,
    );
    if (warn) message.warning(warn);
    if (!existing && quantity > 0 && spu.skuType === 2) {
      const check = canAddSoftware(softwareRuleLines(lines), {
        skuNo,
        spuNo: spu.spuNo,
        skuType: 2,
        priceFen: sku.price,
        categoryId: spu.secondCategoryId,
      });
      if (!check.ok) {
        message.warning({ content: check.refusal.msg, duration: 2 });
        return;
      }
    }
    if (!existing && quantity > 0) flyToBadge(el ?? null);
    setQtyDraft((d) => ({ ...d, [skuNo]: quantity }));
    const prev = timers.current.get(skuNo);
    if (prev) clearTimeout(prev);
    timers.current.set(
      skuNo,
      setTimeout(() => {
        timers.current.delete(skuNo);
        const product = { spuNo: spu.spuNo, skuNo, price: sku.price, skuType: spu.skuType };
        const line = existing
          ? { ...newLineInput(product, quantity, existing.rate), id: existing.id }
          : newLineInput(product, quantity);
        if (!existing && quantity === 0) return;
        void save
          .mutateAsync([line])
          .catch(() => undefined)
          .finally(() =>
            setQtyDraft((d) => {
              const n = { ...d };
              delete n[skuNo];
              return n;
            }),
          );
      }, 300),
    );
  };

  return { quantityOf, setQuantity };
}
