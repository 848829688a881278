import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  areaMatchRank,
  canSetDefaultDealer,
  currentShop,
  dealerServesArea,
  recommendedGroupsText,
  regionLevel,
  validateBindForm,
} from './dealer.ts';
import { DEALER_MESSAGES } from './dealer-words.ts';
import { bindPayloadSchema, type Shop } from './dealer-contract.ts';
import { dealerKeywordSchema } from './dealer-keyword.ts';

const loc = {
  provinceCode: '330000',
  cityCode: '330100',
  areaCode: '330106',
  provinceName: '浙江省',
  cityName: '杭州市',
  areaName: '西湖区',
};

describe('dealer binding rules (part 1 §5)', () => {
  it('the form validates the area first, then the dealer', () => {
    expect(validateBindForm({})).toBe('请选择区域');
    expect(validateBindForm({ dealerNo: 'M1' })).toBe('请选择区域');
    expect(validateBindForm({ areaCode: '330106' })).toBe('请选择下单一级经销商');
    expect(validateBindForm({ areaCode: '330106', dealerNo: 'M1' })).toBeNull();
  });
  it('the bind payload needs the area and the dealer with the same messages', () => {
    const noArea = bindPayloadSchema.safeParse({ bindMerchantNo: 'M1', userLocation: { ...loc, areaCode: '' } });
    expect(noArea.success).toBe(false);
    expect(noArea.error?.issues[0]?.message).toBe(DEALER_MESSAGES.areaRequired);
    const noDealer = bindPayloadSchema.safeParse({ bindMerchantNo: '  ', userLocation: loc });
    expect(noDealer.error?.issues[0]?.message).toBe(DEALER_MESSAGES.dealerRequired);
    expect(bindPayloadSchema.parse({ bindMerchantNo: ' M1 ', userLocation: loc }).bindMerchantNo).toBe('M1');
  });
  it('the keyword is trimmed, non-empty and at most 50 characters', () => {
    expect(dealerKeywordSchema.parse('  杭州  ')).toBe('杭州');
    expect(dealerKeywordSchema.safeParse('   ').error?.issues[0]?.message).toBe(DEALER_MESSAGES.keywordRequired);
    expect(dealerKeywordSchema.safeParse('安'.repeat(51)).success).toBe(false);
    expect(dealerKeywordSchema.safeParse(` ${'安'.repeat(50)} `).success).toBe(true);
  });
  it('recommended groups: at most three, then ...', () => {
    expect(recommendedGroupsText([])).toBe('');
    expect(recommendedGroupsText([{ title: 'a' }, { title: 'b' }, { title: 'c' }])).toBe('a、b、c');
    expect(recommendedGroupsText([{ title: 'a' }, { title: 'b' }, { title: 'c' }, { title: 'd' }])).toBe('a、b、c...');
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ minLength: 1, maxLength: 4 }).filter((s) => !s.includes('、')),
          { maxLength: 10 },
        ),
        (titles) => {
          const text = recommendedGroupsText(titles.map((title) => ({ title })));
          const shown = text.replace(/\.\.\.$/, '');
          expect(shown === '' ? 0 : shown.split('、').length).toBe(Math.min(titles.length, 3));
          expect(text.endsWith('...')).toBe(titles.length > 3);
        },
      ),
    );
  });
  it('a dealer serves its own province; the list ranks area, then city', () => {
    expect(dealerServesArea({ provinceCode: '330000' }, loc)).toBe(true);
    expect(dealerServesArea({ provinceCode: '440000' }, loc)).toBe(false);
    expect(dealerServesArea({ provinceCode: null }, loc)).toBe(false);
    expect(areaMatchRank({ cityCode: '330100', areaCode: '330106' }, loc)).toBe(0);
    expect(areaMatchRank({ cityCode: '330100', areaCode: '330108' }, loc)).toBe(1);
    expect(areaMatchRank({ cityCode: '330200', areaCode: '330212' }, loc)).toBe(2);
  });
  it('region levels follow GB/T 2260', () => {
    expect(regionLevel('330000')).toBe('province');
    expect(regionLevel('330100')).toBe('city');
    expect(regionLevel('330106')).toBe('area');
    expect(regionLevel('330106004')).toBe('street');
    expect(regionLevel('33')).toBeNull();
  });
  it('enterprise type 4 cannot set a default dealer', () => {
    expect(canSetDefaultDealer(4)).toBe(false);
    expect(canSetDefaultDealer(2)).toBe(true);
    expect(canSetDefaultDealer(null)).toBe(true);
  });
  it('the current shop is the choosing one, else the default', () => {
    const s = (no: string, choosing: 0 | 1, defaultStatus: 0 | 1): Shop => ({
      parentMerchantName: no,
      parentMerchantNo: no,
      contactPhone: null,
      choosing,
      defaultStatus,
      status: 1,
      shopNo: no,
      msg: null,
    });
    expect(currentShop([s('a', 0, 1), s('b', 1, 0)])?.parentMerchantNo).toBe('b');
    expect(currentShop([s('a', 0, 0), s('b', 0, 1)])?.parentMerchantNo).toBe('b');
    expect(currentShop([])).toBeNull();
  });
});
