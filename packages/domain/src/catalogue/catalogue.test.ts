import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAttributesStr, formatPriceFen, parseAttributesStr } from './catalogue-rules.ts';
import { spuPageQuerySchema } from './catalogue.ts';
import { hasControlChars } from './text-rules.ts';
import { businessNoSchema } from './text-schema.ts';
import { toggleSort } from './rank.ts';
import { escapeLike, searchTerms, termGrams, textGrams } from './search.ts';

describe('spu page query (part 2 §3)', () => {
  it('parses the list parameters', () => {
    const q = spuPageQuerySchema.parse({
      categoryIds: '1,101',
      keyword: '  摄像机 ',
      attributesStr: '12:400万像素!!!800万像素;15:4mm',
      labels: '2',
      sort: 'price',
      order: 'asc',
      b2bStockStatus: '0',
      page: '2',
      size: '50',
    });
    expect(q).toMatchObject({
      categoryIds: [1, 101],
      keyword: '摄像机',
      attributesStr: [
        { attr: '12', values: ['400万像素', '800万像素'] },
        { attr: '15', values: ['4mm'] },
      ],
      labels: 2,
      sort: 'price',
      order: 'asc',
      b2bStockStatus: 0,
      page: 2,
      size: 50,
    });
  });
  it.each([
    [{ size: '101' }, '每页条数不能超过100'],
    [{ size: 'abc' }, '每页条数须为1到100之间的整数'],
    [{ size: '2.5' }, '每页条数须为1到100之间的整数'],
    [{ sort: 'drop table' }, '不支持的排序字段'],
    [{ keyword: 'x'.repeat(51) }, '搜索内容不能超过50个字符'],
    [{ labels: '3' }, '状态筛选只能是 -1、1、2、4'],
    [{ categoryIds: '1,abc' }, '分类参数不正确'],
    [{ attributesStr: 'abc' }, '属性筛选参数不正确'],
    [{ keyword: '摄像\u0000机' }, '内容包含无效字符'],
    [{ attributesStr: 'lensMm:4mm\u0000' }, '属性筛选参数不正确'],
    [{ brandId: '2147483648' }, '品牌参数不正确'],
  ])('rejects %j with %s', (input, msg) => {
    const r = spuPageQuerySchema.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toBe(msg);
  });
  it('blank values mean "not set"', () => {
    expect(spuPageQuerySchema.parse({ labels: '', sort: '', b2bStockStatus: '', customSpuSource: '' })).toMatchObject({
      labels: undefined,
      sort: undefined,
      b2bStockStatus: undefined,
      customSpuSource: undefined,
      page: 1,
      size: 20,
    });
  });
  it('control characters are not text; tabs and line breaks are whitespace', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 0x1f }), (text, c) => {
        const withIt = text + String.fromCharCode(c);
        expect(hasControlChars(withIt)).toBe(hasControlChars(text) || ![9, 10, 13].includes(c));
      }),
    );
    expect(hasControlChars('400万像素 HY-IPC\t(4mm)')).toBe(false);
    expect(hasControlChars('a\u007f')).toBe(true);
    expect(businessNoSchema('商品不存在').safeParse(' SPU-B4 ').data).toBe('SPU-B4');
    expect(businessNoSchema('商品不存在').safeParse('SPU\u0000').error?.issues[0]?.message).toBe('商品不存在');
  });
  it('attributesStr round-trips', () => {
    const arb = fc.array(
      fc.record({
        attr: fc.oneof(fc.integer({ min: 1, max: 9999 }).map(String), fc.constantFrom('resolutionMP', 'lensMm')),
        values: fc.array(fc.stringMatching(/^[\u4e00-\u4e20a-z0-9]{1,6}$/), { minLength: 1, maxLength: 4 }),
      }),
      { minLength: 1, maxLength: 5 },
    );
    fc.assert(
      fc.property(arb, (f) => {
        expect(parseAttributesStr(formatAttributesStr(f))).toEqual(f);
      }),
    );
  });
});

describe('sort toggling (part 1 §4)', () => {
  it('same field flips, new field starts desc', () => {
    expect(toggleSort({ sort: undefined, order: undefined }, 'price')).toEqual({ sort: 'price', order: 'desc' });
    expect(toggleSort({ sort: 'price', order: 'desc' }, 'price')).toEqual({ sort: 'price', order: 'asc' });
    expect(toggleSort({ sort: 'price', order: 'asc' }, 'price')).toEqual({ sort: 'price', order: 'desc' });
    expect(toggleSort({ sort: 'price', order: 'asc' }, 'sumNo')).toEqual({ sort: 'sumNo', order: 'desc' });
  });
});

describe('search grams', () => {
  it('every gram of a substring is a gram of the text (no false negatives)', () => {
    const arbText = fc.stringMatching(/^[网络摄像机红外半球枪 a-z0-9-]{1,30}$/);
    fc.assert(
      fc.property(arbText, fc.nat(), fc.nat(), (text, a, b) => {
        const lower = text.toLowerCase();
        const i = a % lower.length;
        const sub = lower.slice(i, i + 1 + (b % 6)).trim();
        fc.pre(sub.length > 0 && !/\s/.test(sub));
        const grams = textGrams(lower);
        for (const g of termGrams(sub)) expect(grams.has(g)).toBe(true);
      }),
    );
  });
  it('finds 网络摄像机 inside 400万像素红外网络摄像机', () => {
    const grams = textGrams('400万像素红外网络摄像机');
    expect(termGrams('网络摄像机').every((g) => grams.has(g))).toBe(true);
  });
  it('terms are trimmed, lower-cased, de-duplicated', () => {
    expect(searchTerms('  HY-IPC  摄像机 hy-ipc ')).toEqual(['hy-ipc', '摄像机']);
  });
  it('escapes LIKE wildcards', () => {
    expect(escapeLike('100%_a\\')).toBe('100\\%\\_a\\\\');
  });
  it('prices in fen show yuan or 暂无价格', () => {
    expect(formatPriceFen(null)).toBe('暂无价格');
    expect(formatPriceFen(123456)).toBe('¥1,234.56');
  });
});
