import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFen } from '../core/index.ts';
import { PRIVATE_MESSAGES, checkUnitPrice } from './private-product.ts';
import { checkImportRow, privateProductSchema } from './private-product-contract.ts';

const cats = (name: string) => ({ 监控硬盘: 301, '存储 > 监控硬盘': 301 })[name];
const row = (over: object = {}) => ({
  name: '立杆',
  category: '监控硬盘',
  price: '12.50',
  brand: '本地加工',
  desc: '',
  ...over,
});
const reason = (over: object) => {
  const r = checkImportRow(row(over), cats);
  return r.ok ? null : r.reason;
};

describe('private product form (part 2 §5)', () => {
  it('unit price: required, > 0, at most 9 characters with two decimals', () => {
    expect(checkUnitPrice('')).toEqual({ ok: false, refusal: expect.objectContaining({ msg: '产品单价不能为空' }) });
    expect(checkUnitPrice('0')).toEqual({ ok: false, refusal: expect.objectContaining({ msg: '请输入大于0的数值' }) });
    expect(checkUnitPrice('1.234')).toEqual({
      ok: false,
      refusal: expect.objectContaining({ msg: '请输入大于0的数值' }),
    });
    expect(checkUnitPrice('1234567.89')).toEqual({
      ok: false,
      refusal: expect.objectContaining({ msg: '产品单价最多9位，保留两位小数' }),
    });
    expect(checkUnitPrice('999999.99')).toEqual({ ok: true, fen: 99999999 });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), (fen) => {
        expect(checkUnitPrice(formatFen(fen))).toEqual({ ok: true, fen });
      }),
    );
  });
  it('name and brand have spaces stripped and lengths checked', () => {
    const base = { categoryValueSelect: 1, price: 100 };
    expect(privateProductSchema.parse({ ...base, spuName: ' 立 杆 ', brandName: ' 本地 ' })).toMatchObject({
      spuName: '立杆',
      brandName: '本地',
    });
    const msg = (v: object) =>
      privateProductSchema.safeParse({ ...base, spuName: 'a', brandName: 'b', ...v }).error?.issues[0]?.message;
    expect(msg({ spuName: '  ' })).toBe('请输入产品名称');
    expect(msg({ spuName: 'x'.repeat(51) })).toBe('产品名称长度在 1 到 50 个字符');
    expect(msg({ brandName: '' })).toBe('请选择或输入品牌名称');
    expect(msg({ brandName: 'x'.repeat(16) })).toBe('品牌名称不能超过15个字符');
    expect(msg({ spuDesc: 'x'.repeat(201) })).toBe('产品描述不能超过200个字符');
    expect(msg({ categoryValueSelect: undefined })).toBe('请选择产品分类');
  });
  it('import rows use the same rules', () => {
    expect(checkImportRow(row(), cats)).toMatchObject({ ok: true, value: { price: 1250, categoryValueSelect: 301 } });
    expect(checkImportRow(row({ price: 12.5, category: '存储 > 监控硬盘' }), cats)).toMatchObject({
      ok: true,
      value: { price: 1250 },
    });
    expect(reason({ name: '' })).toBe(PRIVATE_MESSAGES.nameRequired);
    expect(reason({ price: -3 })).toBe('请输入大于0的数值');
    expect(reason({ price: 'abc' })).toBe('请输入大于0的数值');
    expect(reason({ category: '不存在' })).toBe('产品分类“不存在”不存在');
    expect(reason({ category: '' })).toBe('请选择产品分类');
    expect(reason({ brand: '' })).toBe('请选择或输入品牌名称');
  });
});
