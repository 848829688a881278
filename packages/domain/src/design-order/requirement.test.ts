import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isContactPhone, requirementComplete } from './requirement.ts';
import { requirementSchema } from './requirement-contract.ts';

const base = {
  identity: 2,
  contact: '王工',
  phone: '13912345678',
  budgetRangeCode: '3',
  sceneId: 2,
  categoryPath: [1],
  provinceCode: '330000',
  cityCode: '330100',
  areaCode: '330106',
  remark: '教学楼 40 路监控',
};
const msg = (over: object) => requirementSchema.safeParse({ ...base, ...over }).error?.issues[0]?.message;

describe('requirement form (part 2 §5)', () => {
  it('phone: mobile 1[3-9] + 9 digits or a landline; otherwise the message', () => {
    for (const ok of ['13912345678', '0571-88886666', '057188886666', '010-1234567', '88886666'])
      expect(isContactPhone(ok)).toBe(true);
    for (const bad of ['12912345678', '1391234567', '139123456789', 'abc', '0571-123', '+8613912345678'])
      expect(isContactPhone(bad)).toBe(false);
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 9 }), fc.stringMatching(/^\d{9}$/), (d, rest) =>
        isContactPhone(`1${d}${rest}`),
      ),
    );
    expect(msg({ phone: '' })).toBe('联系电话不能为空');
    expect(msg({ phone: '12345' })).toBe('请输入正确的联系人电话');
  });
  it('every message of §5, the company name only for a company, and the submission defaults', () => {
    expect(msg({ contact: ' ' })).toBe('联系人不能为空');
    expect(msg({ sceneId: undefined })).toBe('安装场景不能为空');
    expect(msg({ categoryPath: [] })).toBe('产品类型不能为空');
    expect(msg({ areaCode: undefined })).toBe('项目地址不能为空');
    expect(msg({ remark: '' })).toBe('需求描述不能为空');
    expect(msg({ budgetRangeCode: undefined })).toBe('请选择预算范围');
    expect(msg({ identity: 1 })).toBe('公司名称不能为空');
    expect(msg({ identity: undefined })).toBe('请先选择身份');
    expect(requirementSchema.parse(base)).toMatchObject({ clientSource: 1, entranceType: 10, requirementTypeId: 8 });
  });
  it('submit is enabled only when complete', () => {
    expect(requirementComplete(base)).toBe(true);
    expect(requirementComplete({ ...base, identity: 1 })).toBe(false);
    expect(requirementComplete({ ...base, identity: 1, companyName: '某公司' })).toBe(true);
    for (const k of Object.keys(base))
      expect(requirementComplete({ ...base, [k]: k === 'categoryPath' ? [] : '' })).toBe(false);
  });
});
