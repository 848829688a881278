import { describe, expect, it } from 'vitest';
import { accountCertLabel } from './enterprise.ts';
import {
  certPromptText,
  daysUntil,
  willFreezeText,
  normalizeCompanyName,
  repeatNameMerchantType,
  repeatNameText,
  verificationStatusOf,
  waitingShareText,
  willFreeze,
  WILL_FREEZE_DAYS,
} from './prompt-rules.ts';

// 2026-11-28 03:00 Beijing time = 2026-11-27 19:00 UTC
const now = new Date('2026-11-27T19:00:00Z');

describe('prompt rules', () => {
  it('counts Beijing days, not the server zone', () => {
    expect(daysUntil('2026-11-28', now)).toBe(0);
    expect(daysUntil('2026-12-28', now)).toBe(30);
    expect(daysUntil('2026-11-27', now)).toBe(-1);
    expect(daysUntil(null, now)).toBeNull();
    expect(daysUntil('2026-02-30', now)).toBeNull();
  });

  it('willFreeze within the window, not after the end nor without an end', () => {
    expect(willFreeze('2026-11-28', now)).toBe(true);
    expect(willFreeze('2026-12-28', now)).toBe(WILL_FREEZE_DAYS >= 30);
    expect(willFreeze('2026-12-29', now)).toBe(false);
    expect(willFreeze('2026-11-27', now)).toBe(false);
    expect(willFreeze(null, now)).toBe(false);
  });

  it('certificate status from the certification record', () => {
    expect(verificationStatusOf(null, now)).toBeNull();
    expect(verificationStatusOf({ licenceValidUntil: null }, now)).toBe(1);
    expect(verificationStatusOf({ licenceValidUntil: '2027-06-01' }, now)).toBe(1);
    expect(verificationStatusOf({ licenceValidUntil: '2026-12-10' }, now)).toBe(2);
    expect(verificationStatusOf({ licenceValidUntil: '2026-01-01' }, now)).toBe(2);
  });

  it('waiting share as an amount string or blank', () => {
    expect(waitingShareText(1_286_000)).toBe('¥12,860.00');
    expect(waitingShareText(0)).toBe('blank');
  });

  it('repeat name: merchant type, names compared loosely, the count said', () => {
    expect(repeatNameMerchantType(1)).toBe(1);
    expect(repeatNameMerchantType(5)).toBe(2);
    expect(normalizeCompanyName(' 宁波甬安（集团）  有限公司 ')).toBe(normalizeCompanyName('宁波甬安(集团) 有限公司'));
    expect(repeatNameText(2, 3)).toContain('其他 3 家');
  });
});

describe('the prompts say their dates (issue 58 §6)', () => {
  const now = new Date('2026-11-28T04:00:00Z');
  it('a licence valid 12 more days is not 「已过期」: its date and its days', () => {
    expect(certPromptText('2026-12-10', now)).toBe(
      '您的营业执照将于2026年12月10日到期（还有 12 天），请及时前往企业认证页面上传新的营业执照。',
    );
    expect(certPromptText('2026-11-01', now)).toBe(
      '您的营业执照已于2026年11月1日过期，请前往企业认证页面重新上传营业执照。',
    );
  });
  it('willFreeze names the day the validity ends', () => {
    expect(willFreezeText('2026-12-18', now)).toContain('将于2026年12月18日到期（还有 20 天）');
  });
});

describe('企业认证 on the account page (issue 58 §6)', () => {
  it("an employee's is its employer's", () => {
    const employee = { employee: true, companyName: '杭州市安防科技有限公司', auditStatus: 1 };
    expect(accountCertLabel(employee, null)).toBe('已认证（所属企业 杭州市安防科技有限公司）');
    expect(accountCertLabel({ employee: false, companyName: null, auditStatus: 0 }, null)).toBe('未认证');
    expect(accountCertLabel(employee, 0)).toBe('审核中');
  });
});
