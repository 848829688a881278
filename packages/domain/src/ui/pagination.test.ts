import { describe, expect, it } from 'vitest';
import { nextPage, pagerTotal, pagerTotalText } from './pagination.ts';

describe('paging (part 2 §9)', () => {
  it('caps the total at 500 pages of the current size', () => {
    expect(pagerTotal(123, 10)).toBe(123);
    expect(pagerTotal(9000, 10)).toBe(5000);
    expect(pagerTotal(9000, 50)).toBe(9000);
    expect(pagerTotal(-1, 10)).toBe(0);
  });
  it('says the real count, and past 500 pages that only those can be turned to', () => {
    expect(pagerTotalText(123, 10)).toBe('共 123 条');
    expect(pagerTotalText(10000, 20)).toBe('共 10000 条');
    expect(pagerTotalText(15385, 20)).toBe('共 15385 条（可翻前 500 页，请用筛选或搜索缩小范围）');
  });
  it('a new page size starts at page 1', () => {
    expect(nextPage(4, 20, 10)).toBe(1);
    expect(nextPage(4, 10, 10)).toBe(4);
  });
});
