import { describe, expect, it } from 'vitest';
import { nextPage, pagerTotal } from './pagination.ts';

describe('paging (part 2 §9)', () => {
  it('caps the total at 500 pages of the current size', () => {
    expect(pagerTotal(123, 10)).toBe(123);
    expect(pagerTotal(9000, 10)).toBe(5000);
    expect(pagerTotal(9000, 50)).toBe(9000);
    expect(pagerTotal(-1, 10)).toBe(0);
  });
  it('a new page size starts at page 1', () => {
    expect(nextPage(4, 20, 10)).toBe(1);
    expect(nextPage(4, 10, 10)).toBe(4);
  });
});
