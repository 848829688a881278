import { describe, expect, it } from 'vitest';
import { readList, toQuery, writeList } from './list-params.ts';

describe('the list in the address: the literal keyword (issue 57, the 「仍搜索」 link)', () => {
  it('keeps literal=1 with its keyword and asks the page for the keyword as typed', () => {
    const s = readList(new URLSearchParams('keyword=摄象头&literal=1'));
    expect(s.literal).toBe(true);
    expect(writeList(s)).toMatchObject({ keyword: '摄象头', literal: '1' });
    expect(toQuery(s)).toMatchObject({ keyword: '摄象头', literal: '1' });
  });

  it('drops literal without a keyword or when a new keyword is searched', () => {
    const s = readList(new URLSearchParams('literal=1'));
    expect(writeList(s).literal).toBeUndefined();
    expect(toQuery(s).literal).toBeUndefined();
    const typed = { ...readList(new URLSearchParams('keyword=a&literal=1')), keyword: '摄像头', literal: false };
    expect(writeList(typed).literal).toBeUndefined();
  });
});
