import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readAttrNumber } from './attr-notation.ts';
import { PRODUCT_FIELD_MESSAGES as M, parseAttrValue } from './product-fields.ts';

describe('the trade’s ways of writing a number attribute', () => {
  it.each([
    ['400万像素', 'MP', 4],
    ['130万像素', 'MP', 1.3],
    ['1200万像素', 'MP', 12],
    ['4MP', 'MP', 4],
    ['4mp', 'MP', 4],
    ['8百万像素', 'MP', 8],
    ['2.8-12mm', 'mm', 2.8],
    ['2.8～12mm', 'mm', 2.8],
    ['4 mm', 'mm', 4],
    ['P1.2', 'mm', 1.2],
    ['8盘位', '个', 8],
    ['16路', '路', 16],
    ['24口', '口', 24],
    ['无', '口', 0],
    ['1kVA', 'VA', 1000],
    ['1.5kVA', 'VA', 1500],
    ['600VA', 'VA', 600],
    ['10G', 'Gbps', 10],
    ['1000M', 'Mbps', 1000],
    ['8TB', 'TB', 8],
    ['8T', 'TB', 8],
    ['50m', 'm', 50],
    ['5万张', '张', 50000],
    ['21.5英寸', '英寸', 21.5],
    ['２.８ｍｍ'.replace('ｍｍ', 'mm'), 'mm', 2.8],
    ['16', null, 16],
  ] as const)('「%s」 in %s is %d', (text, unit, n) => {
    expect(readAttrNumber(text, unit)).toBe(n);
  });

  it.each([
    ['六百万', 'MP'],
    ['4cm', 'mm'],
    ['4kg', 'mm'],
    ['8盘位', 'mm'],
    ['无', 'mm'],
    ['DS-2CD3T46', '个'],
    ['4mm', null],
    ['', 'MP'],
  ] as const)('「%s」 in %s is not a number', (text, unit) => {
    expect(readAttrNumber(text, unit)).toBeNull();
  });

  it('reads back every number written with its unit, and the model form keeps the text as typed', () => {
    const units = ['MP', 'mm', 'm', 'TB', 'W', 'VA', '口', '路', '个', 'Kbps', '英寸', '张', null];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom(...units), (k, unit) => {
        const n = k / 100;
        expect(readAttrNumber(`${n}${unit ?? ''}`, unit)).toBe(n);
        expect(readAttrNumber(String(n), unit)).toBe(n);
      }),
    );
    expect(parseAttrValue('number', ' 600万像素 ', 'MP')).toEqual({ ok: true, value: { text: '600万像素', num: 6 } });
    expect(parseAttrValue('number', '六百万像素', 'MP')).toMatchObject({ ok: false, msg: M.attrNotNumber });
  });
});
