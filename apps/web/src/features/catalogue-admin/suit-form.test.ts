import { CATALOGUE_ADMIN_MESSAGES as M, type AdminSuitDetail, type SuitSku } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { addItem, itemsProblem, itemsRetailFen, suitFormValues, suitSaveBody } from './suit-form.ts';

const sku = (skuNo: string, priceFen: number | null): SuitSku => ({
  skuId: skuNo.length,
  skuNo,
  skuName: `型号 ${skuNo}`,
  model: skuNo,
  spuName: '摄像机',
  priceFen,
  status: 0,
});

describe('the suite form', () => {
  it('adds a model once, raising its quantity when picked again, and totals the retail prices', () => {
    let items = addItem([], sku('A-1', 25900));
    items = addItem(items, sku('B-2', 29900));
    items = addItem(items, sku('A-1', 25900));
    expect(items.map((i) => [i.skuNo, i.quantity])).toEqual([
      ['A-1', 2],
      ['B-2', 1],
    ]);
    expect(itemsRetailFen(items)).toBe(25900 * 2 + 29900);
    expect(itemsRetailFen(addItem(items, sku('C-3', null)))).toBeNull();
  });

  it('says what is wrong with the items in the words the server uses', () => {
    expect(itemsProblem([])).toBe(M.suitItemsRequired);
    expect(itemsProblem([{ ...sku('A-1', 1), quantity: 0 }])).toBe(M.suitQuantityRule);
    expect(itemsProblem([{ ...sku('A-1', 1), quantity: 3 }])).toBeNull();
  });

  it('sends the package price typed in yuan as fen, the items by model number, and round-trips a suite', () => {
    const body = suitSaveBody(
      { suitNo: 'TZ-1', name: '套装', suitDesc: '  ', price: '1,299.995', status: 0, categoryId: undefined },
      null,
      [{ ...sku('A-1', 100), quantity: 4 }],
    );
    expect(body).toEqual({
      id: undefined,
      suitNo: 'TZ-1',
      name: '套装',
      suitDesc: null,
      priceFen: 130000,
      picUrl: null,
      categoryId: null,
      status: 0,
      items: [{ skuNo: 'A-1', quantity: 4 }],
    });
    const d: AdminSuitDetail = {
      id: 9,
      suitNo: 'TZ-1',
      name: '套装',
      priceFen: 130000,
      status: 1,
      picUrl: '/files/a.png',
      categoryId: 3,
      categoryName: '网络摄像机',
      itemCount: 1,
      updatedAt: '2026-01-01T00:00:00.000Z',
      suitDesc: null,
      items: [{ ...sku('A-1', 100), quantity: 4 }],
    };
    expect(suitFormValues(d)).toEqual({
      suitNo: 'TZ-1',
      name: '套装',
      suitDesc: '',
      price: '1300.00',
      picUrl: '/files/a.png',
      categoryId: 3,
      status: 1,
    });
  });
});
