import { describe, expect, it } from 'vitest';
import {
  TAX_RATES_OFFERED,
  parseTaxRate,
  taxClassCodeRefusal,
  taxClassOf,
  taxClassPairRefusal,
  taxRateRefusal,
} from './tax-class.ts';
import { categorySaveSchema } from './maintenance-contract.ts';

describe('a product tax classification', () => {
  it('the code is 19 digits', () => {
    // 1090511030000000000: 视频监控设备 family in the catalogue's 109 (机器设备) branch.
    expect(taxClassCodeRefusal('1090511030000000000')).toBeNull();
    expect(taxClassCodeRefusal('109051103000000000')?.reason).toBe('TAX_CLASS.codeLength');
    expect(taxClassCodeRefusal('10905110300000000000')?.reason).toBe('TAX_CLASS.codeLength');
    expect(taxClassCodeRefusal('109051103000000000A')?.msg).toBe('税收分类编码应为19位数字');
  });
  it('the rate is one offered; the refusal names them', () => {
    for (const r of TAX_RATES_OFFERED) expect(taxRateRefusal(r)).toBeNull();
    const r = taxRateRefusal(1700);
    expect(r?.reason).toBe('TAX_CLASS.rateNotOffered');
    expect(r?.msg).toBe('税率只能为 13%、9%、6%、3%、1%、0% 之一');
  });
  it('a rate as typed in a sheet: 13%, 13, 0.13, 9 ％; blank is none; 17% or words refused', () => {
    expect(parseTaxRate('13%')).toEqual({ ok: true, value: 1300 });
    expect(parseTaxRate(' 13 ')).toEqual({ ok: true, value: 1300 });
    expect(parseTaxRate('0.13')).toEqual({ ok: true, value: 1300 });
    expect(parseTaxRate('9 ％')).toEqual({ ok: true, value: 900 });
    expect(parseTaxRate('0')).toEqual({ ok: true, value: 0 });
    expect(parseTaxRate('')).toEqual({ ok: true, value: null });
    const bad = parseTaxRate('17%');
    expect(bad.ok === false && bad.refusal.reason).toBe('TAX_CLASS.rateNotOffered');
    const words = parseTaxRate('十三');
    expect(words.ok === false && words.refusal.reason).toBe('TAX_CLASS.rateNotOffered');
  });
  it('code and rate go together', () => {
    expect(taxClassPairRefusal(null, null)).toBeNull();
    expect(taxClassPairRefusal('1090511030000000000', 1300)).toBeNull();
    expect(taxClassPairRefusal('1090511030000000000', null)?.reason).toBe('TAX_CLASS.pairIncomplete');
    expect(taxClassPairRefusal(null, 900)?.reason).toBe('TAX_CLASS.pairIncomplete');
    expect(taxClassPairRefusal('10905', 1300)?.reason).toBe('TAX_CLASS.codeLength');
  });
  it('a category form: blank inherits, half a pair or a wrong code is refused in words', () => {
    const base = { parentId: null, name: '网络摄像机', sort: 0 };
    expect(categorySaveSchema.parse({ ...base, taxCode: '', taxRate: null })).toMatchObject({
      taxCode: null,
      taxRate: null,
    });
    expect(categorySaveSchema.parse({ ...base, taxCode: '1090511030000000000', taxRate: 1300 })).toMatchObject({
      taxCode: '1090511030000000000',
      taxRate: 1300,
    });
    const half = categorySaveSchema.safeParse({ ...base, taxCode: '1090511030000000000' });
    expect(half.success ? '' : half.error.issues[0]?.message).toBe('税收分类编码与税率须同时填写或同时留空');
    const short = categorySaveSchema.safeParse({ ...base, taxCode: '10905', taxRate: 1300 });
    expect(short.success ? '' : short.error.issues[0]?.message).toBe('税收分类编码应为19位数字');
    const rate = categorySaveSchema.safeParse({ ...base, taxCode: '1090511030000000000', taxRate: 1700 });
    expect(rate.success ? '' : rate.error.issues[0]?.message).toBe('税率只能为 13%、9%、6%、3%、1%、0% 之一');
  });
  it('a line takes its family, else its second category, else its first, else the seller', () => {
    const a = { code: '1'.repeat(19), rate: 1300 };
    const b = { code: '2'.repeat(19), rate: 900 };
    const c = { code: '3'.repeat(19), rate: 600 };
    const seller = { code: '4'.repeat(19), rate: 1300 };
    expect(taxClassOf(a, b, c, seller)).toBe(a);
    expect(taxClassOf(null, b, c, seller)).toBe(b);
    expect(taxClassOf(null, null, c, seller)).toBe(c);
    expect(taxClassOf(null, null, null, seller)).toBe(seller);
  });
});
