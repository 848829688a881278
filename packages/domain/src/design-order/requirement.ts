/**
 * The scheme-design service request (part 2 Screen F, §3, §5): identity first (company or person), then contact,
 * phone, company (company identity only), budget, scene, product types, project address and the need; the
 * submission adds clientSource 1, entranceType 10 and requirementTypeId 8.
 */
import { messages } from '../core/index.ts';

export const REQUIREMENT_API = {
  options: '/api-cloud-merchant-service/v1/requirement/options',
  submit: '/api-cloud-merchant-service/v1/requirement/postRequirementSubmit',
  page: '/api-cloud-merchant-service/v1/requirement/page',
} as const;

export const REQUIREMENT_MESSAGES = messages('REQUIREMENT', {
  identity: '请先选择身份',
  contact: '联系人不能为空',
  phone: '联系电话不能为空',
  phoneFormat: '请输入正确的联系人电话',
  scene: '安装场景不能为空',
  category: '产品类型不能为空',
  company: '公司名称不能为空',
  address: '项目地址不能为空',
  remark: '需求描述不能为空',
  budget: '请选择预算范围',
});

/** Words shown on success, as a status or as a prompt: not refusals (nothing refuses with them; `refusal()` takes a catalogue). */
export const REQUIREMENT_WORDS = {
  success: '需求提交成功',
  successText: '我们已收到您的需求，稍后会有专人与您联系。',
} as const;

export const REQUIREMENT_DEFAULTS = { clientSource: 1, entranceType: 10, requirementTypeId: 8 } as const;

export const PHONE_MAX_LENGTH = 12;

export const RequirementIdentity = { company: 1, person: 2 } as const;

export const BUDGET_OPTIONS = [
  { itemName: '5万元以下', itemValue: '1' },
  { itemName: '5万-10万元', itemValue: '2' },
  { itemName: '10万-30万元', itemValue: '3' },
  { itemName: '30万-50万元', itemValue: '4' },
  { itemName: '50万-100万元', itemValue: '5' },
  { itemName: '100万元以上', itemValue: '6' },
] as const;

/** A landline (leading 0, optional area code with a hyphen, 7-8 digits) or a mobile of 11 digits (1, then 3-9). */
export function isContactPhone(v: string): boolean {
  return /^1[3-9]\d{9}$/.test(v) || /^0\d{2,3}-?\d{7,8}$/.test(v) || /^[1-9]\d{6,7}$/.test(v);
}

/** Submit is enabled only when every required field is filled (the company name only for a company). */
export function requirementComplete(v: Partial<Record<string, unknown>>): boolean {
  const filled = (k: string) => {
    const x = v[k];
    return Array.isArray(x) ? x.length > 0 : x !== undefined && x !== null && String(x).trim() !== '';
  };
  const keys = [
    'identity',
    'contact',
    'phone',
    'budgetRangeCode',
    'sceneId',
    'categoryPath',
    'provinceCode',
    'cityCode',
    'areaCode',
    'remark',
  ];
  return keys.every(filled) && (v.identity !== RequirementIdentity.company || filled('companyName'));
}
