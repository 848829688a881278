import { describe, expect, it } from 'vitest';
import { certTransition, CertStatus, licenceFileError } from './enterprise.ts';
import { certAuditSchema, enterpriseFormSchema } from './enterprise-contract.ts';

const form = {
  companyName: '杭州新视安防科技有限公司',
  creditCode: '91330106MA2KXXXX1X',
  enterpriseType: 2,
  licenceUrl: '/static/uploads/licence/a.png',
  contactName: '张三',
  contactPhone: '0571-88886666',
  provinceCode: '330000',
  cityCode: '330100',
  areaCode: '330106',
  address: '文三路 1 号',
};

describe('enterprise certification rules', () => {
  it('accepts a complete form and normalises the credit code', () => {
    const r = enterpriseFormSchema.parse({ ...form, creditCode: ' 91330106ma2kxxxx1x ' });
    expect(r.creditCode).toBe('91330106MA2KXXXX1X');
  });
  it.each([
    ['companyName', '', '请输入企业名称'],
    ['creditCode', '1234', '请输入18位统一社会信用代码'],
    ['licenceUrl', 'http://evil/x.png', '请上传营业执照'],
    ['contactPhone', '12345', '请输入正确的企业联系电话'],
    ['areaCode', '', '请选择所在区域'],
    ['enterpriseType', 1, '请选择企业类型'],
  ])('%s %j → %s', (field, value, msg) => {
    expect(enterpriseFormSchema.safeParse({ ...form, [field]: value }).error?.issues[0]?.message).toBe(msg);
  });
  it('follows the review lifecycle', () => {
    expect(certTransition(CertStatus.pending, 'approve')).toBe(CertStatus.approved);
    expect(certTransition(CertStatus.pending, 'reject')).toBe(CertStatus.rejected);
    expect(certTransition(CertStatus.rejected, 'resubmit')).toBe(CertStatus.pending);
    expect(certTransition(CertStatus.rejected, 'approve')).toBeNull();
    expect(certTransition(CertStatus.approved, 'resubmit')).toBeNull();
    expect(certTransition(CertStatus.approved, 'reject')).toBeNull();
  });
  it('a rejection needs a reason', () => {
    expect(certAuditSchema.safeParse({ enterpriseNo: 'E1', approve: false }).error?.issues[0]?.message).toBe(
      '请输入驳回原因',
    );
    expect(certAuditSchema.safeParse({ enterpriseNo: 'E1', approve: true }).success).toBe(true);
  });
  it('licence files: images or PDF up to 10 MB', () => {
    expect(licenceFileError({ size: 10 * 1024 * 1024, type: 'image/png' })).toBeNull();
    expect(licenceFileError({ size: 10 * 1024 * 1024 + 1, type: 'image/png' })).toBe('认证资料文件大小不能超过10MB');
    expect(licenceFileError({ size: 1, type: 'text/html' })).toBe('仅支持 JPG、PNG 格式的图片或 PDF 文件');
  });
});
