import type { SpuWithSkus } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  attributesStrOf,
  categoryIdsOf,
  chosenSkuNo,
  isFiltered,
  paramsTitle,
  priceCellText,
  productQuery,
} from './selection-query.ts';

const spu = (skuNos: string[]) => ({ spuNo: 'P1', skus: skuNos.map((skuNo) => ({ skuNo })) }) as unknown as SpuWithSkus;

describe('selection query', () => {
  it('takes the deepest category and joins the attribute filters', () => {
    expect(categoryIdsOf([])).toBe('');
    expect(categoryIdsOf([3, 17])).toBe('17');
    expect(attributesStrOf({})).toBeUndefined();
    expect(attributesStrOf({ a: [] })).toBeUndefined();
    expect(attributesStrOf({ a: ['1'], b: ['x'] })).toBe('a:1;b:x');
  });

  it('is filtered by any narrowing, not by sorting', () => {
    expect(isFiltered(EMPTY_FILTERS)).toBe(false);
    expect(isFiltered({ ...EMPTY_FILTERS, sort: { sort: 'price', order: 'desc' } })).toBe(false);
    expect(isFiltered({ ...EMPTY_FILTERS, keyword: 'ip' })).toBe(true);
    expect(isFiltered({ ...EMPTY_FILTERS, labels: 2 })).toBe(true);
    expect(isFiltered({ ...EMPTY_FILTERS, stockOnly: true })).toBe(true);
    expect(isFiltered({ ...EMPTY_FILTERS, source: 0 })).toBe(true);
    expect(isFiltered({ ...EMPTY_FILTERS, categoryPath: [4] })).toBe(true);
    expect(isFiltered({ ...EMPTY_FILTERS, attrValues: { a: ['1'] } })).toBe(true);
  });

  it('leaves sort, category and attributes out of the common list', () => {
    const f = {
      ...EMPTY_FILTERS,
      keyword: 'ip',
      sort: { sort: 'price' as const, order: 'asc' as const },
      categoryPath: [1, 2],
      attrValues: { a: ['1'] },
    };
    expect(productQuery('hik', f, 2, 20)).toEqual({
      tab: 'hik',
      keyword: 'ip',
      sort: 'price',
      order: 'asc',
      labels: -1,
      b2bStockStatus: '',
      customSpuSource: '',
      categoryIds: '2',
      attributesStr: 'a:1',
      page: 2,
      size: 20,
    });
    const common = productQuery('common', f, 1, 10);
    expect([common.sort, common.order, common.categoryIds, common.attributesStr]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(productQuery('hik', { ...EMPTY_FILTERS, stockOnly: true }, 1, 10).b2bStockStatus).toBe('0');
    expect(productQuery('hik', EMPTY_FILTERS, 1, 10).keyword).toBeUndefined();
  });

  it('shows the picked model, else the first', () => {
    expect(chosenSkuNo(spu(['A', 'B']), {})).toBe('A');
    expect(chosenSkuNo(spu(['A', 'B']), { P1: 'B' })).toBe('B');
    expect(chosenSkuNo(spu([]), {})).toBeUndefined();
  });

  it('labels prices and the parameters column', () => {
    expect(priceCellText(39900, 0)).toBe('¥399.00');
    expect(priceCellText(0, 2)).toBe('免费');
    expect(priceCellText(null, 0)).toBe('暂无价格');
    expect(paramsTitle('software')).toBe('功能描述 / 技术规格');
    expect(paramsTitle('hik')).toBe('参数');
  });
});
