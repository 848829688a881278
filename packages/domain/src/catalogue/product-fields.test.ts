import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PRICE_MAX_FEN,
  PRODUCT_FIELD_MESSAGES as M,
  STOCK_MAX,
  parseAttrValue,
  parseOptionalPriceYuan,
  parsePriceYuan,
  parseSaleType,
  parseShelf,
  parseSkuNo,
  parseStock,
  shelfLabel,
  type FieldResult,
} from './product-fields.ts';

const value = <T>(r: FieldResult<T>): T => {
  if (!r.ok) throw new Error(`refused: ${r.msg}`);
  return r.value;
};
const msg = (r: FieldResult<unknown>): string => (r.ok ? `accepted ${String(r.value)}` : r.msg);

describe('model number', () => {
  it('takes model numbers as the catalogue writes them, trimmed', () => {
    expect(value(parseSkuNo(' DS-2CD3T46WDV3-I3(4mm) '))).toBe('DS-2CD3T46WDV3-I3(4mm)');
    expect(value(parseSkuNo('HY-IPC-2'))).toBe('HY-IPC-2');
    expect(value(parseSkuNo('a_b.c/d+e#1'))).toBe('a_b.c/d+e#1');
    expect(value(parseSkuNo(1234))).toBe('1234');
  });
  it('refuses empty, too long and odd shapes with Chinese words', () => {
    expect(msg(parseSkuNo(''))).toBe(M.skuNoRequired);
    expect(msg(parseSkuNo(null))).toBe(M.skuNoRequired);
    expect(msg(parseSkuNo('A'.repeat(65)))).toBe(M.skuNoTooLong);
    expect(value(parseSkuNo('A'.repeat(64)))).toHaveLength(64);
    for (const bad of ['DS 2CD', '-ABC', '摄像机', 'A\u0000B', '=SUM(A1)', 'a,b']) {
      expect(msg(parseSkuNo(bad))).toBe(M.skuNoBadShape);
    }
  });
  it('names its reason', () => {
    const r = parseSkuNo('');
    expect(r.ok ? '' : r.reason).toBe('PRODUCT_FIELD.skuNoRequired');
    const price = parsePriceYuan('-1');
    expect(price.ok ? '' : price.reason).toBe('PRODUCT_FIELD.priceNegative');
  });
});

describe('price in yuan → fen', () => {
  it('reads typed yuan, half-up at the fen', () => {
    const cases: [string | number, number][] = [
      ['12', 1200],
      ['12.3', 1230],
      ['12.34', 1234],
      ['12.344', 1234],
      ['12.345', 1235],
      ['12.3449', 1234],
      ['0.005', 1],
      ['0.004', 0],
      ['.5', 50],
      ['7.', 700],
      ['¥8.5', 850],
      ['￥ 1,299.00', 129900],
      ['1,234,567.891', 123456789],
      ['+3', 300],
      ['-0', 0],
      ['0', 0],
      [0, 0],
      [12.5, 1250],
      [0.1 + 0.2, 30],
      [1.005, 101], // the number 1.005 is written '1.005': half-up on the typed digits, not on the binary float
      [99999999.99, PRICE_MAX_FEN],
    ];
    for (const [raw, fen] of cases) expect(value(parsePriceYuan(raw)), String(raw)).toBe(fen);
  });
  it('refuses negatives, non-numbers, empty and too large', () => {
    expect(msg(parsePriceYuan('-1'))).toBe(M.priceNegative);
    expect(msg(parsePriceYuan(-0.01))).toBe(M.priceNegative);
    expect(msg(parsePriceYuan('-123456789012'))).toBe(M.priceNegative);
    for (const bad of ['abc', '1.2.3', '1,2', '12元', '1e5', 'NaN', '--1', '¥', '12 34']) {
      expect(msg(parsePriceYuan(bad)), bad).toBe(M.priceNotNumber);
    }
    expect(msg(parsePriceYuan(Number.NaN))).toBe(M.priceNotNumber);
    expect(msg(parsePriceYuan(Infinity))).toBe(M.priceNotNumber);
    expect(msg(parsePriceYuan(true))).toBe(M.priceNotNumber);
    expect(msg(parsePriceYuan(''))).toBe(M.priceRequired);
    expect(msg(parsePriceYuan('  '))).toBe(M.priceRequired);
    expect(msg(parsePriceYuan(undefined))).toBe(M.priceRequired);
    expect(msg(parsePriceYuan('100000000'))).toBe(M.priceTooLarge);
    expect(msg(parsePriceYuan('99999999.995'))).toBe(M.priceTooLarge);
    expect(msg(parsePriceYuan(1e25))).toBe(M.priceTooLarge);
  });
  it('an optional price left empty is null, anything typed is parsed the same', () => {
    expect(value(parseOptionalPriceYuan(''))).toBeNull();
    expect(value(parseOptionalPriceYuan(null))).toBeNull();
    expect(value(parseOptionalPriceYuan('3.2'))).toBe(320);
    expect(msg(parseOptionalPriceYuan('x'))).toBe(M.priceNotNumber);
    expect(value(parseOptionalPriceYuan(0))).toBe(0);
  });
  it('round-trips every fen amount written as yuan with two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: PRICE_MAX_FEN }), (fen) => {
        const text = `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
        expect(value(parsePriceYuan(text))).toBe(fen);
      }),
    );
  });
  it('rounds a third decimal half-up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 0, max: 999 }), (yuan, milli) => {
        const text = `${yuan}.${String(milli).padStart(3, '0')}`;
        const fen = yuan * 100 + Math.floor(milli / 10) + (milli % 10 >= 5 ? 1 : 0);
        const r = parsePriceYuan(text);
        if (fen > PRICE_MAX_FEN) expect(msg(r)).toBe(M.priceTooLarge);
        else expect(value(r)).toBe(fen);
      }),
    );
  });
});

describe('stock', () => {
  it('takes non-negative whole numbers', () => {
    expect(value(parseStock('12'))).toBe(12);
    expect(value(parseStock(12))).toBe(12);
    expect(value(parseStock('12.0'))).toBe(12);
    expect(value(parseStock(' 0 '))).toBe(0);
    expect(value(parseStock('-0'))).toBe(0);
    expect(value(parseStock('1,200'))).toBe(1200);
    expect(value(parseStock('007'))).toBe(7);
    expect(value(parseStock(STOCK_MAX))).toBe(STOCK_MAX);
  });
  it('refuses fractions, negatives, words, empty and too much', () => {
    expect(msg(parseStock('12.5'))).toBe(M.stockNotInteger);
    expect(msg(parseStock(12.5))).toBe(M.stockNotInteger);
    expect(msg(parseStock('十'))).toBe(M.stockNotInteger);
    expect(msg(parseStock('1e3'))).toBe(M.stockNotInteger);
    expect(msg(parseStock(false))).toBe(M.stockNotInteger);
    expect(msg(parseStock(Number.NaN))).toBe(M.stockNotInteger);
    expect(msg(parseStock('-1'))).toBe(M.stockNegative);
    expect(msg(parseStock(-3))).toBe(M.stockNegative);
    expect(msg(parseStock(''))).toBe(M.stockRequired);
    expect(msg(parseStock(STOCK_MAX + 1))).toBe(M.stockTooLarge);
    expect(msg(parseStock('123456789012345678901'))).toBe(M.stockTooLarge);
  });
});

describe('shelf state and sale type', () => {
  it('reads the shelf words and the stored status', () => {
    expect(value(parseShelf('上架'))).toBe(0);
    expect(value(parseShelf(' 下架 '))).toBe(1);
    expect(value(parseShelf('在售'))).toBe(0);
    expect(value(parseShelf('停售'))).toBe(1);
    expect(value(parseShelf(0))).toBe(0);
    expect(value(parseShelf('1'))).toBe(1);
    expect(value(parseShelf(true))).toBe(0);
    expect(value(parseShelf(false))).toBe(1);
    expect(msg(parseShelf(''))).toBe(M.shelfUnknown);
    expect(msg(parseShelf(2))).toBe(M.shelfUnknown);
    expect(msg(parseShelf('on'))).toBe(M.shelfUnknown);
    expect(shelfLabel(0)).toBe('上架');
    expect(shelfLabel(1)).toBe('下架');
  });
  it('reads exactly the three sale types', () => {
    expect(value(parseSaleType('经销'))).toBe('经销');
    expect(value(parseSaleType(' 非经 '))).toBe('非经');
    expect(value(parseSaleType('自定义'))).toBe('自定义');
    for (const bad of ['', '直销', 'dealer', null]) expect(msg(parseSaleType(bad))).toBe(M.saleTypeUnknown);
  });
});

describe('attribute values', () => {
  it('keeps text, reads numbers with or without the unit, empty is no value', () => {
    expect(value(parseAttrValue('text', ' 400万像素 '))).toEqual({ text: '400万像素', num: null });
    expect(value(parseAttrValue('number', '4', 'mm'))).toEqual({ text: '4', num: 4 });
    expect(value(parseAttrValue('number', '2.8mm', 'mm'))).toEqual({ text: '2.8mm', num: 2.8 });
    expect(value(parseAttrValue('number', 16))).toEqual({ text: '16', num: 16 });
    expect(value(parseAttrValue('number', ''))).toBeNull();
    expect(value(parseAttrValue('text', null))).toBeNull();
  });
  it('refuses a non-number for a number attribute, long text and control characters', () => {
    expect(msg(parseAttrValue('number', '四', 'mm'))).toBe(M.attrNotNumber);
    expect(msg(parseAttrValue('number', '4cm', 'mm'))).toBe(M.attrNotNumber);
    expect(msg(parseAttrValue('text', 'x'.repeat(101)))).toBe(M.attrTooLong);
    expect(msg(parseAttrValue('text', 'a\u0001b'))).toBe(M.badText);
  });
});
