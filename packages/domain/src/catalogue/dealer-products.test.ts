import { describe, expect, it } from 'vitest';
import { DEALER_PRODUCTS_QUERY } from './catalogue-rules.ts';
import { spuPageQuerySchema } from './catalogue.ts';

describe('the dealer-products list of the procurement mall', () => {
  it('is the spu page narrowed to brand-catalogue families sold through dealers', () => {
    expect(spuPageQuerySchema.parse({ ...DEALER_PRODUCTS_QUERY })).toMatchObject({
      skuSaleType: '经销',
      type: 0,
      customSpuSource: 1,
      page: 1,
      size: 20,
    });
  });
  it('skuSaleType: the three sale types, blank = all, anything else refused in Chinese', () => {
    for (const t of ['经销', '非经', '自定义'] as const)
      expect(spuPageQuerySchema.parse({ skuSaleType: t }).skuSaleType).toBe(t);
    expect(spuPageQuerySchema.parse({ skuSaleType: '' }).skuSaleType).toBeUndefined();
    expect(spuPageQuerySchema.parse({}).skuSaleType).toBeUndefined();
    const bad = spuPageQuerySchema.safeParse({ skuSaleType: '团购' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('销售类型参数不正确');
  });
});
