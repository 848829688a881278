import type { AdminCategoryAttr, AdminSku } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { fenOf, skuFormValues, skuSaveBody, yuanOf } from './sku-form.ts';

const attrs = [
  {
    id: 7,
    categoryId: 101,
    attrKey: 'lensMm',
    attrName: '焦距',
    unit: 'mm',
    valueType: 'number',
    filterable: true,
    sort: 1,
  },
  {
    id: 8,
    categoryId: 101,
    attrKey: 'sensor',
    attrName: '传感器',
    unit: null,
    valueType: 'text',
    filterable: false,
    sort: 2,
  },
] satisfies AdminCategoryAttr[];

const sku: AdminSku = {
  id: 5,
  skuNo: 'DS-1(4mm)',
  skuName: '摄像机 4mm',
  model: 'DS-1',
  skuDesc: null,
  unit: '台',
  priceFen: 129900,
  wholesalePriceFen: null,
  marketPriceFen: 159950,
  stock: 25,
  status: 0,
  picUrl: '/static/a.png',
  mainPics: ['/static/a.png', '/static/b.png'],
  sort: 3,
  attrs: [{ attrId: 7, value: '4mm' }],
  dealerPrices: [],
};

describe('the model form', () => {
  it('shows fen as yuan and reads typed yuan back as fen, half-up; empty is no price', () => {
    expect(yuanOf(129900)).toBe('1299.00');
    expect(yuanOf(null)).toBe('');
    expect(fenOf('1,299.5')).toBe(129950);
    expect(fenOf('0.125')).toBe(13);
    expect(fenOf('')).toBeNull();
    expect(fenOf(undefined)).toBeNull();
  });

  it('opens a model with its values, every attribute of the category present', () => {
    expect(skuFormValues(sku, attrs)).toMatchObject({
      price: '1299.00',
      wholesalePrice: '',
      marketPrice: '1599.50',
      stock: '25',
      picUrl: '/static/a.png',
      attrs: { '7': '4mm', '8': '' },
    });
    expect(skuFormValues(null, attrs)).toMatchObject({
      unit: '台',
      stock: '0',
      status: 0,
      attrs: { '7': '', '8': '' },
    });
  });

  it('saves what was typed, with the stock it opened with as stockSeen and the other pictures kept', () => {
    const values = { ...skuFormValues(sku, attrs), price: '1099.5', stock: '25', attrs: { '7': ' 6mm ', '8': '' } };
    expect(skuSaveBody(values, 9, sku, attrs)).toMatchObject({
      id: 5,
      spuId: 9,
      priceFen: 109950,
      wholesalePriceFen: null,
      marketPriceFen: 159950,
      stock: 25,
      stockSeen: 25,
      mainPics: ['/static/a.png', '/static/b.png'],
      attrs: [
        { attrId: 7, value: '6mm' },
        { attrId: 8, value: '' },
      ],
    });
    const fresh = skuSaveBody({ ...skuFormValues(null, attrs), skuNo: 'N-1', price: '8', stock: '3' }, 9, null, []);
    expect(fresh).toMatchObject({ id: undefined, stock: 3, stockSeen: undefined, priceFen: 800, mainPics: [] });
  });
});
